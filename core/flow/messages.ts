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

export const FLOW_CHANGED = '审批状态已变化,请刷新后重试';
export const NO_ROUTE = '该模块的审批流程无效,请联系管理员';
export const chosenRequired = (stepName: string): string => `请为「${stepName}」选择审批人`;
export const chosenTooMany = (stepName: string, max: number): string => `「${stepName}」最多选择${max}人`;
export const CHOSEN_NOT_APPLICANT = (stepName: string): string => `「${stepName}」不能选择申请人本人`;
export const RETURN_TARGET_INVALID = '退回的步骤无效,只能退回到之前的审批步骤';
export const WITHDRAW_NOT_OWNER = '只有申请人可以撤回';
export const WITHDRAW_AFTER_DECISION = '当前步骤已有人审批,不能撤回';
export const TRANSFER_TO_APPLICANT = '不能转交给申请人';
export const ALREADY_ASKED = '该人员已是本步骤的审批人';
export const ADD_SIGNER_APPLICANT = '不能加签申请人';
export const TOO_MANY_SIGNERS = '本步骤的审批人已达上限';
export const INVALID_ADD_SIGNER_POSITION = '加签位置无效,应为Before或After';
export const REMIND_NOT_OWNER = '只有申请人可以催办';
/** Whom 转办, 加签 and 自选 name: an enabled user who may decide the module. */
export const USER_NOT_FOUND = '所选人员不存在或已停用';
export const USER_CANNOT_CHECK = '所选人员没有该模块的审核权限';
export const CHOSEN_APPLICANT = '不能选择申请人本人';
export const remindTooSoon = (time: string): string => `催办过于频繁,请于${time}后再试`;
