/** Error answers: HTTP status + `{ Message }`, and the texts both sides use verbatim. */

export interface ApiErrorBody {
  Message: string;
}

/** Messages both sides use verbatim. */
export const MESSAGES = {
  notLoggedIn: '未登陆',
  forbidden: '权限不足',
  generic500: '出了点小小问题,请联系管理员~!~',
  updating: '系统正在更新,请稍后重试!',
  noMessage: '发生异常!',
  /** A record that does not exist, or that is someone else's (its existence is none of the caller's business): 404. */
  recordNotFound: '数据不存在',
} as const;
