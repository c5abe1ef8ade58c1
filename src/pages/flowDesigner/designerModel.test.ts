import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlowCondition, FlowNode } from '../../../contract/flowDefinition';
import {
  addBranch,
  allNodes,
  EMPTY_DESIGN,
  findBranch,
  findNode,
  forEachChain,
  fromStored,
  insertNode,
  movable,
  moveNode,
  removeBranch,
  removeNode,
  toStored,
  updateBranch,
  updateNode,
  type DesignerState,
  type NodeKind,
} from './designerModel';
import { draftProblems } from './draftProblems';

const insert = (state: DesignerState, branch: string | null, index: number, kind: NodeKind) => insertNode(state, branch, index, kind).state;
const names = (nodes: readonly FlowNode[]) => nodes.map((n) => n.Key);

/** Every key in the tree (nodes and branches). */
function keys(nodes: readonly FlowNode[]): string[] {
  const found: string[] = [];
  forEachChain(nodes, (chain, branch) => {
    if (branch) found.push(branch.Key);
    found.push(...chain.map((n) => n.Key));
  });
  return found;
}

describe('designer model', () => {
  it('inserts approver, 抄送 and condition nodes at any point of the root chain, with keys n1, n2, …', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Approver');
    state = insert(state, null, 1, 'Cc');
    state = insert(state, null, 0, 'Condition');
    expect(state.nodes.map((n) => n.Kind)).toEqual(['Condition', 'Approver', 'Cc']);
    expect(names(state.nodes)).toEqual(['n3', 'n1', 'n2']);
    const condition = state.nodes[0]!;
    expect(condition.Kind === 'Condition' && condition.Branches.map((b) => [b.Key, b.Name, b.Conditions.length])).toEqual([
      ['n4', '条件1', 0],
      ['n5', '默认', 0],
    ]);
    expect(state.nextKey).toBe(6);
  });

  it('inserts into a branch chain, and nothing happens for a chain that does not exist', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Condition');
    state = insert(state, 'n2', 0, 'Approver');
    state = insert(state, 'n2', 1, 'Cc');
    expect(findBranch(state.nodes, 'n2')!.branch.Nodes.map((n) => n.Kind)).toEqual(['Approver', 'Cc']);
    const missing = insertNode(state, 'n99', 0, 'Approver');
    expect(missing.key).toBeNull();
    expect(missing.state).toBe(state);
  });

  it('removes a node, and never hands out a removed key again', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Approver');
    state = insert(state, null, 1, 'Approver');
    state = removeNode(state, 'n2');
    state = insert(state, null, 1, 'Approver');
    expect(names(state.nodes)).toEqual(['n1', 'n3']);
  });

  it('moves a node up and down within its chain only', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Approver');
    state = insert(state, null, 1, 'Cc');
    state = insert(state, null, 2, 'Approver');
    expect(names(moveNode(state, 'n3', -1).nodes)).toEqual(['n1', 'n3', 'n2']);
    expect(names(moveNode(state, 'n1', -1).nodes)).toEqual(['n1', 'n2', 'n3']);
    expect(names(moveNode(state, 'n3', 1).nodes)).toEqual(['n1', 'n2', 'n3']);
    expect(movable(state.nodes, 'n1')).toEqual({ up: false, down: true });
    expect(movable(state.nodes, 'n3')).toEqual({ up: true, down: false });
  });

  it('adds branches before the default, which stays last; the default and the last conditional branch stay', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Condition');
    state = addBranch(state, 'n1');
    const branches = () => {
      const node = findNode(state.nodes, 'n1');
      return node?.Kind === 'Condition' ? node.Branches.map((b) => `${b.Key}:${b.Name}`) : [];
    };
    expect(branches()).toEqual(['n2:条件1', 'n4:条件2', 'n3:默认']);
    expect(removeBranch(state, 'n1', 'n3')).toEqual(state);
    state = removeBranch(state, 'n1', 'n2');
    expect(branches()).toEqual(['n4:条件2', 'n3:默认']);
    expect(removeBranch(state, 'n1', 'n4')).toEqual(state);
  });

  it('updates a node and a branch, keeping the key and kind', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Condition');
    state = insert(state, 'n2', 0, 'Approver');
    state = updateNode(state, 'n4', (n) => ({ ...n, Name: '院长审批', Key: 'x' }));
    expect(findNode(state.nodes, 'n4')?.Name).toBe('院长审批');
    state = updateBranch(state, 'n2', { Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: 50000 }] });
    expect(findBranch(state.nodes, 'n2')!.branch).toMatchObject({ Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: 50000 }] });
  });

  it('round-trips through the stored JSON', () => {
    let state = insert(EMPTY_DESIGN, null, 0, 'Condition');
    state = insert(state, 'n2', 0, 'Approver');
    state = removeNode(insert(state, null, 1, 'Cc'), 'n5');
    const read = fromStored(toStored(state.nodes));
    expect(read).toEqual({ ok: true, state: { nodes: state.nodes, nextKey: 5 } });
  });

  it('gives a new approver node 转交管理员 and keeps a 转交指定人员 policy with its deputies', () => {
    const state = insert(EMPTY_DESIGN, null, 0, 'Approver');
    expect(state.nodes[0]).toMatchObject({ Kind: 'Approver', WhenEmpty: 'Admin' });
    const stored =
      '[{"Kind":"Approver","Key":"n1","Name":"科研处长审批","Approver":{"Type":"Users","Accounts":["admin"]},"Mode":"Any","WhenEmpty":"Deputy","Deputies":["vicedean",3]}]';
    const read = fromStored(stored);
    expect(read.ok && read.state.nodes[0]).toMatchObject({ WhenEmpty: 'Deputy', Deputies: ['vicedean'] });
    expect(read.ok && fromStored(toStored(read.state.nodes))).toEqual(read);
    const unknown = fromStored('[{"Kind":"Approver","Key":"n1","Name":"甲","Approver":{"Type":"DeptHead"},"WhenEmpty":"Nobody","Deputies":["x"]}]');
    expect(unknown.ok && unknown.state.nodes[0]).toEqual({
      Kind: 'Approver',
      Key: 'n1',
      Name: '甲',
      Approver: { Type: 'DeptHead' },
      Mode: 'Any',
      WhenEmpty: 'Admin',
    });
  });

  it('reads the old [{Name, Approver}] format as 或签 approver nodes handed to the administrators when nobody can approve', () => {
    const read = fromStored('[{"Name":"科室审核","Approver":{"Type":"DeptHead"}},{"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}}]');
    expect(read).toEqual({
      ok: true,
      state: {
        nodes: [
          { Kind: 'Approver', Key: 'n1', Name: '科室审核', Approver: { Type: 'DeptHead' }, Mode: 'Any', WhenEmpty: 'Admin' },
          { Kind: 'Approver', Key: 'n2', Name: '科研处审核', Approver: { Type: 'Role', EnCode: '002' }, Mode: 'Any', WhenEmpty: 'Admin' },
        ],
        nextKey: 3,
      },
    });
  });

  it('renumbers repeated keys, and says in Chinese when the stored steps are not a list', () => {
    const read = fromStored(
      '[{"Kind":"Cc","Key":"n7","Name":"a","Recipients":{"Type":"DeptHead"}},{"Kind":"Cc","Key":"n7","Name":"b","Recipients":{"Type":"DeptHead"}}]',
    );
    expect(read.ok && names(read.state.nodes)).toEqual(['n7', 'n8']);
    expect(fromStored('{oops')).toEqual({ ok: false, message: '已保存的审批步骤无法读取,请重新设计流程' });
    expect(fromStored('{}').ok).toBe(false);
    expect(fromStored('')).toEqual({ ok: true, state: EMPTY_DESIGN });
  });

  it('keeps keys unique, the default branch last and the stored JSON readable, whatever the edits', () => {
    const kinds: NodeKind[] = ['Approver', 'Cc', 'Condition'];
    const op = fc.record({ what: fc.integer({ min: 0, max: 5 }), pick: fc.nat(), index: fc.nat({ max: 5 }), kind: fc.constantFrom(...kinds) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let state = EMPTY_DESIGN;
        const ever = new Set<string>();
        for (const { what, pick, index, kind } of ops) {
          const nodeKeys = allNodes(state.nodes).map((n) => n.Key);
          const branchKeys = keys(state.nodes).filter((k) => !nodeKeys.includes(k));
          const node = nodeKeys[pick % Math.max(1, nodeKeys.length)];
          const chains = [null, ...branchKeys];
          if (what === 0) state = insert(state, chains[pick % chains.length]!, index, kind);
          else if (what === 1 && node) state = removeNode(state, node);
          else if (what === 2 && node) state = moveNode(state, node, index % 2 ? 1 : -1);
          else if (what === 3 && node) state = addBranch(state, node);
          else if (what === 4 && node) {
            const found = findNode(state.nodes, node);
            if (found?.Kind === 'Condition') state = removeBranch(state, node, found.Branches[index % found.Branches.length]!.Key);
          } else if (what === 5 && branchKeys.length) state = updateBranch(state, branchKeys[pick % branchKeys.length]!, { Name: 'x' });
          const now = keys(state.nodes);
          expect(new Set(now).size).toBe(now.length);
          // A key that left the tree never comes back as something new.
          for (const k of now) ever.add(k);
          expect(Math.max(0, ...[...ever].map((k) => Number(k.slice(1))))).toBeLessThan(state.nextKey);
          for (const n of allNodes(state.nodes)) if (n.Kind === 'Condition') expect(n.Branches.length).toBeGreaterThanOrEqual(2);
        }
        const read = fromStored(toStored(state.nodes));
        expect(read.ok && read.state.nodes).toEqual(state.nodes);
      }),
      { numRuns: 200 },
    );
  });
});

describe('hostile stored steps', () => {
  it('reads any JSON without throwing, and what it reads can be checked and stored again', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const read = fromStored(JSON.stringify(value));
        if (!read.ok) return;
        expect(Array.isArray(draftProblems(read.state.nodes))).toBe(true);
        const again = fromStored(toStored(read.state.nodes));
        expect(again.ok && again.state.nodes).toEqual(read.state.nodes);
      }),
      { numRuns: 500 },
    );
  });

  it('reads nodes of every kind shaped any way', () => {
    const anyNode = fc.record(
      {
        Kind: fc.constantFrom('Approver', 'Cc', 'Condition', undefined, 7),
        Key: fc.oneof(fc.constant('n1'), fc.string(), fc.integer()),
        Name: fc.oneof(fc.string(), fc.constant(null)),
        Approver: fc.jsonValue({ maxDepth: 2 }),
        Recipients: fc.jsonValue({ maxDepth: 2 }),
        Branches: fc.array(
          fc.record({ Key: fc.string(), Name: fc.string(), Conditions: fc.jsonValue({ maxDepth: 3 }), Nodes: fc.jsonValue({ maxDepth: 3 }) }),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(anyNode, { maxLength: 6 }), (nodes) => {
        const read = fromStored(JSON.stringify(nodes));
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const every = keys(read.state.nodes);
        expect(new Set(every).size).toBe(every.length);
        expect(every.every((k) => /^n\d+$/.test(k) && Number(k.slice(1)) < read.state.nextKey)).toBe(true);
        expect(Array.isArray(draftProblems(read.state.nodes))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('draft problems', () => {
  const approver = (over: Partial<Extract<FlowNode, { Kind: 'Approver' }>> = {}): FlowNode => ({
    Kind: 'Approver',
    Key: 'n1',
    Name: '科研处审核',
    Approver: { Type: 'Role', EnCode: '002' },
    Mode: 'Any',
    WhenEmpty: 'Skip',
    ...over,
  });

  it('lets a complete flow be saved', () => {
    expect(draftProblems([approver()])).toEqual([]);
    expect(draftProblems([approver({ WhenEmpty: 'Deputy', Deputies: ['vicedean'] })])).toEqual([]);
  });

  it('names a 转交指定人员 policy without anyone to hand to', () => {
    expect(draftProblems([approver({ WhenEmpty: 'Deputy' })])).toEqual(['「科研处审核」未指定无审批人时转交的人员']);
    expect(draftProblems([approver({ WhenEmpty: 'Deputy', Deputies: [] })])).toEqual(['「科研处审核」未指定无审批人时转交的人员']);
    expect(draftProblems([approver({ WhenEmpty: 'Deputy', Deputies: Array.from({ length: 11 }, (_, i) => `u${i}`) })])).toEqual([
      '「科研处审核」无审批人时转交的人员不能超过 10 人',
    ]);
  });

  it('names an empty flow, a node without approver and Users without an account', () => {
    expect(draftProblems([])).toEqual(['流程至少需要一个审批人节点']);
    expect(draftProblems([approver({ Approver: { Type: 'Role', EnCode: '' } })])).toEqual(['「科研处审核」未选择审批角色']);
    expect(draftProblems([approver({ Approver: { Type: 'Users', Accounts: [] } })])).toEqual(['「科研处审核」未指定审批人员']);
    expect(draftProblems([approver({ Name: ' ' })])).toEqual(['未命名的审批人节点未填写名称']);
    expect(draftProblems([approver(), { Kind: 'Cc', Key: 'n2', Name: '抄送财务', Recipients: { Type: 'Users', Accounts: [] } }])).toEqual([
      '「抄送财务」未指定抄送人员',
    ]);
  });

  it('names a conditional branch without conditions and incomplete conditions', () => {
    const condition = (conditions: FlowCondition[]): FlowNode => ({
      Kind: 'Condition',
      Key: 'n2',
      Name: '金额判断',
      Branches: [
        { Key: 'n3', Name: '大额', Conditions: conditions, Nodes: [] },
        { Key: 'n4', Name: '默认', Conditions: [], Nodes: [] },
      ],
    });
    expect(draftProblems([approver(), condition([])])).toEqual(['「金额判断」的分支「大额」未设置条件']);
    expect(draftProblems([approver(), condition([{ Field: '', Operator: '>', Value: 1 }])])).toEqual(['「金额判断」的分支「大额」有条件未选择字段']);
    expect(draftProblems([approver(), condition([{ Field: 'Amount', Operator: '==', Value: '' }])])).toEqual(['「金额判断」的分支「大额」有条件未填写值']);
    expect(draftProblems([approver(), condition([{ Field: 'Kind', Operator: 'in', Value: [] }])])).toEqual(['「金额判断」的分支「大额」有“属于”条件未选择值']);
    expect(draftProblems([approver(), condition([{ Field: 'Amount', Operator: '>', Value: 50000 }])])).toEqual([]);
    // Against the chosen module's fields: one it does not have (the module was changed) is named.
    expect(draftProblems([approver(), condition([{ Field: 'Amount', Operator: '>', Value: 1 }])], { fieldNames: ['Amount'] })).toEqual([]);
    expect(draftProblems([approver(), condition([{ Field: 'Amount', Operator: '>', Value: 1 }])], { fieldNames: ['Title'] })).toEqual([
      '「金额判断」的分支「大额」有条件的字段不属于所选模块,请重新选择',
    ]);
  });

  it('names the limits: names, accounts, nodes', () => {
    expect(draftProblems([approver({ Name: '长'.repeat(51) })])).toEqual([`「${'长'.repeat(51)}」的名称不能超过 50 个字`]);
    const many = Array.from({ length: 51 }, (_, i) => `u${i}`);
    expect(draftProblems([approver({ Approver: { Type: 'Users', Accounts: many } })])).toEqual(['「科研处审核」指定的人员不能超过 50 人']);
    const sixtyOne = Array.from({ length: 61 }, (_, i) => approver({ Key: `n${i + 1}` }));
    expect(draftProblems(sixtyOne)).toEqual(['流程的节点不能超过 60 个']);
  });

  it('names conditions nested deeper than the limit', () => {
    let nodes: FlowNode[] = [approver()];
    for (let level = 0; level < 5; level += 1) {
      nodes = [
        {
          Kind: 'Condition',
          Key: `c${level}`,
          Name: '判断',
          Branches: [
            { Key: `a${level}`, Name: '是', Conditions: [{ Field: 'A', Operator: '==', Value: '1' }], Nodes: nodes },
            { Key: `b${level}`, Name: '默认', Conditions: [], Nodes: [] },
          ],
        },
      ];
    }
    expect(draftProblems(nodes)).toEqual(['条件分支最多嵌套 4 层']);
  });
});
