/** Departments as the picker's tree: each under its parent; one whose parent is unknown stands at the top. */
export interface DeptNode {
  value: string;
  title: string;
  children: DeptNode[];
}

export function deptTree(depts: ReadonlyArray<{ Id: string; Name: string; Parent_Id: string | null }>): DeptNode[] {
  const nodes = new Map(depts.map((d) => [d.Id, { value: d.Id, title: d.Name, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const dept of depts) {
    const node = nodes.get(dept.Id) as DeptNode;
    const parent = dept.Parent_Id && dept.Parent_Id !== dept.Id ? nodes.get(dept.Parent_Id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
