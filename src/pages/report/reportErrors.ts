/** A failed report call, in Chinese words the page shows (the calls are silent: the page is where the failure shows). */
import { isHttpError } from '../../../providers/http/httpError';

export const REPORT_FORBIDDEN = '权限不足：您没有查看该报表的权限';
export const REPORT_LOGIN = '请登录后查看该报表';
export const REPORT_MISSING = '报表不存在或已停用';
export const REPORT_FAILED = '报表加载失败，请稍后重试';

/** 400 a refused filter, 429 统计查询较多, 503 积分数据正在准备中, 504 a statistic past its budget. */
const SAYS_MORE: ReadonlySet<number> = new Set([400, 429, 503, 504]);
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

export function reportErrorText(error: unknown): { text: string; needsLogin: boolean } {
  if (isHttpError(error)) {
    if (error.statusCode === 401) return { text: REPORT_LOGIN, needsLogin: true };
    if (error.statusCode === 403) return { text: REPORT_FORBIDDEN, needsLogin: false };
    if (error.statusCode === 404) return { text: REPORT_MISSING, needsLogin: false };
    // A server message in Chinese (a filter it refused; statistics busy, stopped at their budget, or still being
    // prepared after a bulk load) says more than ours; anything else is not for the screen.
    if (SAYS_MORE.has(error.statusCode) && hasChinese(error.message)) return { text: error.message.slice(0, 200), needsLogin: false };
  }
  return { text: REPORT_FAILED, needsLogin: false };
}
