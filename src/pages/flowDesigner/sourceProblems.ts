/** What blocks saving a node's people: a role not chosen, nobody named, too many named. */
import { FLOW_LIMITS, type FlowApproverSource } from '../../../contract/flowDefinition';

/** `who` names the node (「科室审核」), `what` the people (审批, 抄送). */
export function sourceProblems(source: FlowApproverSource, who: string, what: string): string[] {
  if (source.Type === 'Role' && !source.EnCode) return [`${who}未选择${what}角色`];
  if (source.Type === 'Users') {
    if (source.Accounts.length === 0) return [`${who}未指定${what}人员`];
    if (source.Accounts.length > FLOW_LIMITS.maxAccounts) return [`${who}指定的人员不能超过 ${FLOW_LIMITS.maxAccounts} 人`];
  }
  return [];
}
