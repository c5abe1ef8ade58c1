/**
 * The 问题反馈 page the floating button opens in a new window: a plain HTML form (no app bundle needed), every
 * interpolated value HTML-escaped, and a strict Content-Security-Policy that allows only its inline style.
 */
import { escapeHtml } from '../../core/text/escapeHtml.js';

export const FEEDBACK_THANKS = '感谢您的反馈,我们会尽快处理!';
export const FEEDBACK_LOGIN_FIRST = '请先登录系统后再提交反馈';

export const FEEDBACK_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Only http(s) addresses of at most 500 characters are kept as the page the feedback is about. */
export function cleanPageUrl(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim().slice(0, 500) : '';
  return /^https?:\/\//i.test(text) ? text : '';
}

const STYLE = `body{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6fa;margin:0;padding:32px}
main{max-width:640px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;color:#3f51b5;margin-top:0}label{display:block;margin:16px 0 6px;color:#333}
textarea,input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:4px;font:inherit}
textarea{min-height:160px}button{margin-top:20px;background:#3f51b5;color:#fff;border:0;border-radius:4px;padding:8px 24px;font-size:15px}
.error{color:#f44336;margin:12px 0}.ok{color:#4caf50;font-size:16px}.url{color:#888;word-break:break-all;font-size:13px}`;

function layout(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>问题反馈</title><style>${STYLE}</style></head><body><main><h1>问题反馈</h1>${body}</main></body></html>`;
}

export interface FeedbackFormState {
  pageUrl: string;
  content?: string;
  contact?: string;
  error?: string;
  loggedIn: boolean;
}

export function feedbackFormPage(state: FeedbackFormState): string {
  const about = state.pageUrl ? `<p class="url">反馈页面: ${escapeHtml(state.pageUrl)}</p>` : '';
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : '';
  if (!state.loggedIn) return layout(`${about}<p class="error" role="alert">${FEEDBACK_LOGIN_FIRST}</p>`);
  return layout(`${about}${error}<form method="post" action="/api/handleFeedback">
<input type="hidden" name="PageUrl" value="${escapeHtml(state.pageUrl)}">
<label for="Content">问题描述</label><textarea id="Content" name="Content" maxlength="2000" required placeholder="请描述您遇到的问题(5-2000字)">${escapeHtml(state.content ?? '')}</textarea>
<label for="Contact">联系方式</label><input id="Contact" name="Contact" maxlength="100" placeholder="手机号或邮箱(选填)" value="${escapeHtml(state.contact ?? '')}">
<button type="submit">提交反馈</button></form>`);
}

export function feedbackThanksPage(): string {
  return layout(`<p class="ok" role="status">${FEEDBACK_THANKS}</p><p>您可以关闭此窗口。</p>`);
}
