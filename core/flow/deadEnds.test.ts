import { describe, expect, it } from 'vitest';
import type { FlowApproverNode, FlowEmptyApproverPolicy, FlowNode } from '../../contract/flowDefinition.js';
import { definitionWarnings, type ApproverDirectory, type DirectoryPerson } from './deadEnds.js';

const person = (id: string, name: string, extra: Partial<DirectoryPerson> = {}): DirectoryPerson => ({
  id,
  name,
  enabled: true,
  canDecide: true,
  hasOtherHead: true,
  ...extra,
});
const zhou = person('admin', '周建华');
const lin = person('reviewer', '林晓雯');
const liu = person('vicedean', '刘敏');
const zhao = person('finance1', '赵雅琴');
const sun = person('finance2', '孙浩宇');

function directory(extra: Partial<ApproverDirectory> = {}): ApproverDirectory {
  return {
    roles: new Map([
      ['002', { name: '科研处审核员', holders: [lin] }],
      ['005', { name: '财务处审核员', holders: [zhao, sun] }],
      ['009', { name: '质控员', holders: [] }],
    ]),
    accounts: new Map([
      ['admin', zhou],
      ['reviewer', lin],
      ['vicedean', liu],
      ['finance1', zhao],
      ['finance2', sun],
    ]),
    admins: [zhou],
    ...extra,
  };
}

const step = (
  Name: string,
  Approver: FlowApproverNode['Approver'],
  WhenEmpty: FlowEmptyApproverPolicy = 'Admin',
  extra: Partial<FlowApproverNode> = {},
): FlowApproverNode => ({ Kind: 'Approver', Key: Name, Name, Approver, Mode: 'Any', WhenEmpty, ...extra });
const messages = (nodes: FlowNode[], dir = directory(), legacy: string[] = []) => definitionWarnings(nodes, dir, legacy).map((w) => w.Message);
const RESEARCH_HEAD: FlowApproverNode['Approver'] = { Type: 'Users', Accounts: ['admin'] };

describe('definitionWarnings', () => {
  it('finds the only 科研处长 filing their own paper when the only administrator is the same person', () => {
    expect(definitionWarnings([step('科研处初审', { Type: 'Role', EnCode: '002' }), step('科研处长审批', RESEARCH_HEAD)], directory())).toEqual([
      {
        Key: '科研处长审批',
        Name: '科研处长审批',
        Message: '「科研处长审批」在周建华本人提交时没有可审批的人:指定人员只有周建华一人;无审批人时转交管理员,但管理员也只有周建华',
      },
    ]);
  });

  it('is satisfied by a deputy, a second administrator, or skipping', () => {
    expect(messages([step('科研处长审批', RESEARCH_HEAD, 'Deputy', { Deputies: ['vicedean'] })])).toEqual([]);
    expect(messages([step('科研处长审批', RESEARCH_HEAD)], directory({ admins: [zhou, liu] }))).toEqual([]);
    expect(messages([step('科研处长审批', RESEARCH_HEAD, 'Skip')])).toEqual([]);
    // A role of one whose holder is not the only administrator: their own record goes to the administrator.
    expect(messages([step('科研处初审', { Type: 'Role', EnCode: '002' })])).toEqual([]);
    expect(messages([step('财务处会签', { Type: 'Users', Accounts: ['finance1', 'finance2'] }, 'Admin', { Mode: 'All' })])).toEqual([]);
    expect(messages([step('导师审核', { Type: 'Chosen' })], directory({ admins: [] }))).toEqual([]);
  });

  it('explains a deputy who is the applicant too, or who cannot act', () => {
    expect(messages([step('科研处长审批', RESEARCH_HEAD, 'Deputy', { Deputies: ['admin'] })])).toEqual([
      '「科研处长审批」在周建华本人提交时没有可审批的人:指定人员只有周建华一人;转交的指定人员只有周建华,管理员也只有周建华',
    ]);
    const unable = directory({
      accounts: new Map([
        ['admin', zhou],
        ['vicedean', { ...liu, canDecide: false }],
      ]),
    });
    expect(messages([step('科研处长审批', RESEARCH_HEAD, 'Deputy', { Deputies: ['vicedean'] })], unable)).toEqual([
      '「科研处长审批」在周建华本人提交时没有可审批的人:指定人员只有周建华一人;转交的指定人员均不可用,管理员也只有周建华',
      '「科研处长审批」无审批人时转交的人员没有该模块的审核权限:刘敏',
    ]);
    const disabled = directory({
      accounts: new Map([
        ['admin', zhou],
        ['vicedean', { ...liu, enabled: false }],
      ]),
    });
    expect(messages([step('科研处长审批', RESEARCH_HEAD, 'Deputy', { Deputies: ['vicedean'] })], disabled)).toContain(
      '「科研处长审批」无审批人时转交的人员已停用:刘敏',
    );
  });

  it('finds a role nobody holds, named users all disabled or missing, and no administrator at all', () => {
    expect(messages([step('质控审核', { Type: 'Role', EnCode: '009' })], directory({ admins: [] }))).toEqual([
      '「质控审核」没有可审批的人:角色「质控员」下没有可用的人员;无审批人时转交管理员,但系统中没有可用的管理员',
    ]);
    // Handed to the administrators: a dead end only for the only administrator's own records; with two, none.
    expect(messages([step('质控审核', { Type: 'Role', EnCode: '009' })])).toEqual([
      '「质控审核」在周建华本人提交时没有可审批的人:角色「质控员」下没有可用的人员;无审批人时转交管理员,但管理员也只有周建华',
    ]);
    expect(messages([step('质控审核', { Type: 'Role', EnCode: '009' })], directory({ admins: [zhou, liu] }))).toEqual([]);
    const gone = directory({ accounts: new Map([['finance1', { ...zhao, enabled: false }]]) });
    expect(messages([step('财务审核', { Type: 'Users', Accounts: ['finance1', 'nobody'] })], gone)).toEqual([
      '「财务审核」在周建华本人提交时没有可审批的人:指定的人员均不存在或已停用;无审批人时转交管理员,但管理员也只有周建华',
      '「财务审核」指定的人员已停用:赵雅琴',
    ]);
  });

  it('部门负责人: dead only for an applicant without another head in their department', () => {
    const deptHead = [step('科室主任审核', { Type: 'DeptHead' })];
    expect(messages(deptHead)).toEqual([]);
    expect(messages(deptHead, directory({ admins: [{ ...zhou, hasOtherHead: false }] }))).toEqual([
      '「科室主任审核」在周建华本人提交时没有可审批的人:周建华所在科室没有其他负责人;无审批人时转交管理员,但管理员也只有周建华',
    ]);
    expect(messages(deptHead, directory({ admins: [] }))).toEqual([
      '「科室主任审核」没有可审批的人:部门负责人本人提交或科室未设置负责人时没有审批人;无审批人时转交管理员,但系统中没有可用的管理员',
    ]);
    // Older-format steps are refused rather than handed on.
    expect(messages([step('科室审核', { Type: 'DeptHead' }, 'Skip')], directory(), ['科室审核'])).toEqual([
      '「科室审核」没有可审批的人:部门负责人本人提交或科室未设置负责人时没有审批人;旧格式的步骤无人审批时不转交他人',
    ]);
  });

  it('finds approvers who cannot decide: all of them for 或签, any of them for 会签 and 依次', () => {
    const oneUnable = directory({ roles: new Map([['005', { name: '财务处审核员', holders: [zhao, { ...sun, canDecide: false }] }]]) });
    expect(messages([step('财务审核', { Type: 'Role', EnCode: '005' })], oneUnable)).toEqual([]);
    expect(messages([step('财务会签', { Type: 'Role', EnCode: '005' }, 'Admin', { Mode: 'All' })], oneUnable)).toEqual([
      '「财务会签」的审批人没有该模块的审核权限,无法审批:孙浩宇',
    ]);
  });

  it("looks into condition branches and keeps the definition's order", () => {
    const nodes: FlowNode[] = [
      {
        Kind: 'Condition',
        Key: 'k',
        Name: '按金额',
        Branches: [
          { Key: 'big', Name: '大额', Conditions: [{ Field: 'Amount', Operator: '>', Value: 1 }], Nodes: [step('院长审批', { Type: 'Role', EnCode: '009' })] },
          { Key: 'else', Name: '其他', Conditions: [], Nodes: [] },
        ],
      },
      step('科研处长审批', RESEARCH_HEAD),
    ];
    expect(definitionWarnings(nodes, directory({ admins: [] })).map((w) => w.Key)).toEqual(['院长审批', '科研处长审批']);
  });
});
