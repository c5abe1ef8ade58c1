import { describe, expect, it } from 'vitest';
import { FLOW_LIMITS } from '../../contract/flowDefinition.js';
import { parseDefinition } from './definitionFormat.js';

const approver = (Key: string, Name: string, extra: Record<string, unknown> = {}) => ({
  Kind: 'Approver',
  Key,
  Name,
  Approver: { Type: 'Role', EnCode: '002' },
  Mode: 'Any',
  WhenEmpty: 'Skip',
  ...extra,
});
const errorOf = (input: unknown): string => {
  const result = parseDefinition(input);
  return 'error' in result ? result.error : '';
};

describe('parseDefinition', () => {
  it('reads the older format as 或签 approver nodes, remembered as legacy', () => {
    const result = parseDefinition(
      JSON.stringify([
        { Name: '科室审核', Approver: { Type: 'DeptHead' } },
        { Name: '院长', Approver: { Type: 'Users', Accounts: ['dean', 'dean'] } },
      ]),
    );
    expect(result).toEqual({
      nodes: [
        { Kind: 'Approver', Key: 'n1', Name: '科室审核', Approver: { Type: 'DeptHead' }, Mode: 'Any', WhenEmpty: 'Skip' },
        { Kind: 'Approver', Key: 'n2', Name: '院长', Approver: { Type: 'Users', Accounts: ['dean'] }, Mode: 'Any', WhenEmpty: 'Skip' },
      ],
      legacyKeys: ['n1', 'n2'],
    });
  });

  it('reads approver, 抄送 and condition nodes', () => {
    const nodes = [
      approver('a', '科研处审核', { Mode: 'All' }),
      { Kind: 'Cc', Key: 'c', Name: '抄送财务', Recipients: { Type: 'Users', Accounts: ['admin'] } },
      {
        Kind: 'Condition',
        Key: 'k',
        Name: '金额判断',
        Branches: [
          { Key: 'b1', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: 50000 }], Nodes: [approver('d', '院长审批')] },
          { Key: 'b2', Name: '其他', Conditions: [], Nodes: [] },
        ],
      },
    ];
    const result = parseDefinition(nodes);
    expect('nodes' in result && result.nodes).toEqual(nodes);
  });

  it.each<[string, unknown, string]>([
    ['no approver', [approver('a', '科研处审核', { Approver: undefined })], '节点「科研处审核」缺少审批人'],
    ['bad json', '{', '审批流程定义不是有效的JSON'],
    ['empty', '[]', '审批流程至少要有一个审批节点'],
    ['only cc', [{ Kind: 'Cc', Key: 'c', Name: '抄送', Recipients: { Type: 'DeptHead' } }], '审批流程至少要有一个审批节点'],
    ['duplicate key', [approver('a', '甲'), approver('a', '乙')], '节点「乙」的节点标识与其他节点重复:a'],
    ['bad mode', [approver('a', '甲', { Mode: 'Some' })], '节点「甲」的审批方式无效'],
    ['chosen cc', [approver('a', '甲'), { Kind: 'Cc', Key: 'c', Name: '抄送', Recipients: { Type: 'Chosen' } }], '节点「抄送」的抄送人不能由申请人自选'],
    [
      'one branch',
      [approver('a', '甲'), { Kind: 'Condition', Key: 'k', Name: '判断', Branches: [{ Key: 'b', Name: '默认', Conditions: [], Nodes: [] }] }],
      '条件节点「判断」至少要有两个分支(最后一个为默认分支)',
    ],
    [
      'default with conditions',
      [
        approver('a', '甲'),
        {
          Kind: 'Condition',
          Key: 'k',
          Name: '判断',
          Branches: [
            { Key: 'b1', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: 1 }], Nodes: [] },
            { Key: 'b2', Name: '其他', Conditions: [{ Field: 'Amount', Operator: '<', Value: 1 }], Nodes: [] },
          ],
        },
      ],
      '分支「其他」是默认分支,不能设置条件',
    ],
    [
      'bad operator',
      [
        approver('a', '甲'),
        {
          Kind: 'Condition',
          Key: 'k',
          Name: '判断',
          Branches: [
            { Key: 'b1', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '~', Value: 1 }], Nodes: [] },
            { Key: 'b2', Name: '其他', Conditions: [], Nodes: [] },
          ],
        },
      ],
      '分支「大额」的条件运算符无效',
    ],
    [
      'text compared as number',
      [
        approver('a', '甲'),
        {
          Kind: 'Condition',
          Key: 'k',
          Name: '判断',
          Branches: [
            { Key: 'b1', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: '很多' }], Nodes: [] },
            { Key: 'b2', Name: '其他', Conditions: [], Nodes: [] },
          ],
        },
      ],
      '分支「大额」的比较条件需要数字',
    ],
    ['long name', [approver('a', '审'.repeat(51))], `节点「${'审'.repeat(20)}…」名称过长(最多50字)`],
    ['bad empty policy', [approver('a', '甲', { WhenEmpty: 'Nobody' })], '节点「甲」的审批人为空时处理方式无效'],
    ['deputy policy without deputies', [approver('a', '科研处长审批', { WhenEmpty: 'Deputy' })], '节点「科研处长审批」审批人为空时转交指定人员,但未指定人员'],
    ['deputy policy with an empty list', [approver('a', '甲', { WhenEmpty: 'Deputy', Deputies: [] })], '节点「甲」审批人为空时转交指定人员,但未指定人员'],
    ['a deputy that is no account', [approver('a', '甲', { WhenEmpty: 'Deputy', Deputies: [' '] })], '节点「甲」审批人为空时转交的人员账号无效'],
    [
      'too many deputies',
      [approver('a', '甲', { WhenEmpty: 'Deputy', Deputies: Array.from({ length: FLOW_LIMITS.maxDeputies + 1 }, (_, i) => `u${i}`) })],
      `节点「甲」审批人为空时最多转交${FLOW_LIMITS.maxDeputies}个指定人员`,
    ],
  ])('refuses %s', (_, input, message) => {
    expect(errorOf(input)).toBe(message);
  });

  it('reads the 无审批人时 policy: 转交管理员 by default, deputies kept only for 转交指定人员', () => {
    const nodes = (extra: Record<string, unknown>) => {
      const result = parseDefinition([{ Kind: 'Approver', Key: 'a', Name: '甲', Approver: { Type: 'Role', EnCode: '002' }, ...extra }]);
      return 'nodes' in result ? result.nodes[0] : result.error;
    };
    expect(nodes({})).toMatchObject({ WhenEmpty: 'Admin' });
    expect(nodes({ WhenEmpty: 'Deputy', Deputies: ['vicedean', ' vicedean', 'dean'] })).toMatchObject({ WhenEmpty: 'Deputy', Deputies: ['vicedean', 'dean'] });
    expect(nodes({ WhenEmpty: 'Skip', Deputies: ['vicedean'] })).not.toHaveProperty('Deputies');
  });

  it('bounds the node count and the depth', () => {
    const many = Array.from({ length: FLOW_LIMITS.maxNodes + 1 }, (_, i) => approver(`a${i}`, `第${i}步`));
    expect(errorOf(many)).toBe(`节点过多(最多${FLOW_LIMITS.maxNodes}个)`);
    let nodes: unknown[] = [approver('leaf', '末级')];
    for (let depth = 0; depth < FLOW_LIMITS.maxDepth + 1; depth += 1) {
      nodes = [
        {
          Kind: 'Condition',
          Key: `k${depth}`,
          Name: `判断${depth}`,
          Branches: [
            { Key: `y${depth}`, Name: `是${depth}`, Conditions: [{ Field: 'Amount', Operator: '>', Value: 1 }], Nodes: nodes },
            { Key: `z${depth}`, Name: `否${depth}`, Conditions: [], Nodes: [] },
          ],
        },
      ];
    }
    expect(errorOf(nodes)).toMatch(/嵌套过深/);
  });
});
