/** What the approval flow answers when it refuses something, in the words the caller sees (verbatim). */
import { MESSAGES } from '../../contract/errors.js';
import { FlowStatus } from './states.js';

export const NOT_A_FLOW_MODULE = '该模块无需审批';
/** The same text the generic record routes answer for a record that does not exist. */
export const RECORD_NOT_FOUND = MESSAGES.recordNotFound;

export const SUBMIT_NOT_OWNER = '只能提交自己的数据';
export const ALREADY_UNDER_REVIEW = '数据正在审核中,不可重复提交';
export const cannotSubmitFrom = (status: string | null): string =>
  status === FlowStatus.Reviewing ? ALREADY_UNDER_REVIEW : `${status ?? ''}的数据不可再次提交`;

/** `index` counts from 1, as people number steps. */
export const noApproversFor = (index: number, stepName: string): string => `第${index}步「${stepName}」没有审批人,请联系管理员设置审批流程`;

export const MAX_OPINION_LENGTH = 500;
export const OPINION_TOO_LONG = `审批意见长度要求在[0,${MAX_OPINION_LENGTH}]之间`;
export const FLOW_ENDED = '该审批已结束';
export const NOT_CURRENT_APPROVER = '您不是当前步骤的审批人';
export const RECORD_NOT_UNDER_REVIEW = '该数据不在审核中';
export const STEP_ALREADY_DECIDED = '该步骤已审批,请刷新后查看';

export const FLOW_ITEM_NOT_FOUND = '待办事项不存在';
export const NO_FLOW_INSTANCE = '该数据尚未提交审核';
export const INVALID_DECISION = '审批结果无效,应为Approved、Returned或Refuse';
