/**
 * Today's people as a flow definition names them, for the dead-end check (core/flow/deadEnds.ts): the roles it names
 * with their enabled holders, the accounts it names (approvers and deputies), the administrators — each person with
 * whether they may decide the module (Check in one of their roles, or an administrator's account) and whether their
 * department has another head. Read in a few queries whatever the definition's size.
 */
import type { FlowNode } from '../../contract/flowDefinition.js';
import type { ApproverDirectory, DirectoryPerson } from '../../core/flow/deadEnds.js';
import { decides, everyNode, nodeKindOf } from '../../core/flow/nodeKinds/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { parseIdArray } from '../platform/db/idArray.js';
import type { Row } from '../platform/db/types.js';
import { ADMIN_ROLE_CODE, type ApproverSources } from './approvers.js';

interface Named {
  roles: Set<string>;
  accounts: Set<string>;
}

/** What the steps people decide name: their roles, and their accounts (deputies included). */
function namedIn(nodes: readonly FlowNode[]): Named {
  const named: Named = { roles: new Set(), accounts: new Set() };
  for (const node of everyNode(nodes).filter(decides)) {
    for (const { source } of nodeKindOf(node.Kind)?.named?.(node) ?? []) {
      if (source.Type === 'Role') named.roles.add(source.EnCode);
      if (source.Type === 'Users') for (const a of source.Accounts) named.accounts.add(a);
    }
  }
  return named;
}

const isEnabled = (row: Row): boolean => row.Enabled === null || row.Enabled === undefined || Number(row.Enabled) === 1;

export async function approverDirectory(ctx: ApproverSources, nodes: readonly FlowNode[], module: CatalogueModule | undefined): Promise<ApproverDirectory> {
  const { db, permissions } = ctx;
  const named = namedIn(nodes);
  const roles = await db.selectFrom('Role').select(['Id', 'EnCode', 'Name']).execute();
  const roleByCode = new Map(roles.map((r) => [String(r.EnCode ?? ''), r]));
  const users = await db.selectFrom('User').select(['Id', 'Name', 'Account', 'Role_Ids', 'Enabled', 'Person_Id']).execute();

  const checkByRole = new Map<string, boolean>();
  for (const role of roles) checkByRole.set(String(role.Id), module ? await permissions.has(String(role.Id), module.name, 'Check') : true);
  const adminRoleId = roleByCode.get(ADMIN_ROLE_CODE)?.Id;
  const holdsRole = (user: Row, roleId: unknown): boolean => roleId !== undefined && parseIdArray(user.Role_Ids).includes(String(roleId));

  // The people the check looks at: holders of the roles named, the accounts named, the administrators.
  const relevant = users.filter(
    (u) => named.accounts.has(String(u.Account)) || holdsRole(u, adminRoleId) || [...named.roles].some((code) => holdsRole(u, roleByCode.get(code)?.Id)),
  );
  const otherHead = await otherHeads(ctx, relevant, users);
  const toPerson = (u: Row): DirectoryPerson => ({
    id: String(u.Id),
    name: String(u.Name ?? ''),
    enabled: isEnabled(u),
    canDecide: parseIdArray(u.Role_Ids).some((id) => checkByRole.get(id) === true),
    hasOtherHead: otherHead.has(String(u.Id)),
  });
  const people = new Map(relevant.map((u) => [String(u.Id), toPerson(u)]));
  const personOf = (u: Row): DirectoryPerson => people.get(String(u.Id)) ?? toPerson(u);

  return {
    roles: new Map(
      [...named.roles].flatMap((code) => {
        const role = roleByCode.get(code);
        if (!role) return [];
        return [[code, { name: String(role.Name ?? ''), holders: relevant.filter((u) => holdsRole(u, role.Id)).map(personOf) }]] as const;
      }),
    ),
    accounts: new Map(relevant.filter((u) => named.accounts.has(String(u.Account))).map((u) => [String(u.Account), personOf(u)])),
    admins: relevant.filter((u) => holdsRole(u, adminRoleId) && isEnabled(u)).map(personOf),
  };
}

/** The users (of those given) whose department is led by an enabled account other than their own. */
async function otherHeads(ctx: ApproverSources, people: readonly Row[], users: readonly Row[]): Promise<Set<string>> {
  const personIds = [...new Set(people.flatMap((u) => (u.Person_Id ? [String(u.Person_Id)] : [])))];
  if (personIds.length === 0) return new Set();
  const persons = await ctx.db.selectFrom('Person').select(['Id', 'Dept_Id']).where('Id', 'in', personIds).execute();
  const deptOf = new Map(persons.map((p) => [String(p.Id), p.Dept_Id ? String(p.Dept_Id) : null]));
  const deptIds = [...new Set(persons.flatMap((p) => (p.Dept_Id ? [String(p.Dept_Id)] : [])))];
  const depts = deptIds.length === 0 ? [] : await ctx.db.selectFrom('Dept').select(['Id', 'Leader_Id']).where('Id', 'in', deptIds).execute();
  const leaderOf = new Map(depts.map((d) => [String(d.Id), d.Leader_Id ? String(d.Leader_Id) : null]));
  const accountsOfPerson = new Map<string, string[]>();
  for (const u of users) {
    if (!u.Person_Id || !isEnabled(u)) continue;
    const key = String(u.Person_Id);
    accountsOfPerson.set(key, [...(accountsOfPerson.get(key) ?? []), String(u.Id)]);
  }
  const found = new Set<string>();
  for (const user of people) {
    const dept = user.Person_Id ? deptOf.get(String(user.Person_Id)) : null;
    const leader = dept ? leaderOf.get(dept) : null;
    if (leader && (accountsOfPerson.get(leader) ?? []).some((id) => id !== String(user.Id))) found.add(String(user.Id));
  }
  return found;
}
