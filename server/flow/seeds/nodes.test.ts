import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../../../contract/flowDefinition.js';
import { above, choose, costChain, flow, step } from './nodes.js';

type Built = Parameters<typeof flow>[3];

const keysOf = (nodes: readonly FlowNode[]): string[] =>
  nodes.flatMap((node) => [node.Key, ...(node.Kind === 'Condition' ? node.Branches.flatMap((branch) => [branch.Key, ...keysOf(branch.Nodes)]) : [])]);
const namesOf = (nodes: readonly FlowNode[]): string[] =>
  nodes.flatMap((node) => [node.Name, ...(node.Kind === 'Condition' ? node.Branches.flatMap((branch) => namesOf(branch.Nodes)) : [])]);

/** Definitions as the data files write them: steps and conditions nested up to three levels. */
const definitions: fc.Arbitrary<Built> = fc.letrec<{ nodes: Built }>((tie) => ({
  nodes: fc.array(
    fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(step.research(), step.deptHead(), step.financeJoint(), step.ccOffice()),
      fc.tuple(tie('nodes'), tie('nodes')).map(([high, other]) => choose('按金额', [['超过', [above('Amount', 1)], high]], other)),
    ),
    { maxLength: 4 },
  ),
})).nodes;

describe('seeded definition builders', () => {
  it('key every node n1, n2, … and every branch b1, b2, … in reading order, once each', () => {
    fc.assert(
      fc.property(definitions, (nodes) => {
        const built = flow('Thesis', '论文', '说明', nodes).nodes;
        const keys = keysOf(built);
        expect(new Set(keys).size).toBe(keys.length);
        const nodeKeys = keys.filter((k) => k.startsWith('n'));
        expect(nodeKeys).toEqual(nodeKeys.map((_, i) => `n${i + 1}`));
        expect(namesOf(built).length).toBe(nodeKeys.length);
      }),
    );
  });

  it('name the definition after the module and skip an absent department head, never an office', () => {
    const built = flow('ProblemCost', '课题经费报销', '说明', costChain('Amount', 50000, '报销金额'));
    expect(built.name).toBe('课题经费报销审批流程');
    expect(built.nodes).toMatchObject([
      { Kind: 'Approver', Key: 'n1', Name: '科室主任审核', Approver: { Type: 'DeptHead' }, WhenEmpty: 'Skip' },
      { Kind: 'Approver', Key: 'n2', Name: '科研处审核', Approver: { Type: 'Role', EnCode: '002' }, WhenEmpty: 'Admin' },
      {
        Kind: 'Condition',
        Key: 'n3',
        Branches: [
          {
            Key: 'b1',
            Name: '报销金额超过5万元',
            Conditions: [{ Field: 'Amount', Operator: '>', Value: 50000 }],
            Nodes: [
              { Key: 'n4', Mode: 'All' },
              // The 科研处长's own claim goes to the vice-dean: the only administrator is the 科研处长.
              { Key: 'n5', Name: '科研处长审批', WhenEmpty: 'Deputy', Deputies: ['vicedean'] },
            ],
          },
          { Key: 'b2', Name: '其他情况', Conditions: [], Nodes: [{ Key: 'n6', Name: '财务处审核', Mode: 'Any' }] },
        ],
      },
    ]);
  });
});
