/**
 * What the designer asks before it publishes (D-FLOW-10): saving a flow publishes a version that every later
 * submission of the module follows (D-FLOW-3), so it is confirmed, saying which version and what it changes.
 */
export interface PublishConfirm {
  title: string;
  content: string;
  okText: string;
}

/**
 * `version`: the flow's current version (null for a new flow); `moduleTitle`: the module's Chinese name; `enabled`:
 * whether the flow is switched on (a switched-off flow is published but asks nobody).
 */
export function publishConfirm(version: number | null, moduleTitle: string, enabled: boolean): PublishConfirm {
  const next = (version ?? 0) + 1;
  const who = moduleTitle ? `新提交的「${moduleTitle}」申请` : '新提交的申请';
  const use = enabled ? `发布后,${who}按 v${next} 审批` : `该流程为停用状态,发布后${who}不会使用它`;
  if (version === null) return { title: '确定发布该审批流程吗?', content: `${use}。`, okText: '发布' };
  return { title: `确定发布新版本 v${next} 吗?`, content: `${use};已在审批中的申请仍按各自提交时的版本审批。`, okText: '发布' };
}
