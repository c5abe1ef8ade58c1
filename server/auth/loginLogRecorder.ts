/**
 * Records every login attempt as a LoginLog row (account, name, time, IP, browser, 成功/失败 with the reason).
 * Hooked on the login route's onSend, so one place sees the outcome whatever branch answered. The row belongs
 * (Create_User_Id) to the account's user when the account exists: LoginLog is UserOwned, so the generic List
 * shows a user without LoginLog Check only their own attempts, and administrators all of them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import { loadUserByAccount } from '../auth/users.js';

export const LOGIN_LOG_MODULE = 'LoginLog';
export const LOGIN_SUCCEEDED = '成功';
export const LOGIN_FAILED_RESULT = '失败';

const clip = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/** The `{Message}` of an error answer, or '' for anything else. */
export function errorMessageOf(payload: unknown): string {
  if (typeof payload !== 'string') return '';
  try {
    const parsed = JSON.parse(payload) as { Message?: unknown };
    return typeof parsed.Message === 'string' ? parsed.Message : '';
  } catch {
    return '';
  }
}

export function accountOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const account = (body as Record<string, unknown>).Account;
  return typeof account === 'string' ? account.trim() : '';
}

/** The login route's onSend hook: writes the row, then passes the answer on unchanged. */
export async function recordLoginAttempt(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const { db } = request.server.appContext;
  try {
    const account = accountOf(request.body);
    const user = account === '' ? null : await loadUserByAccount(db, account);
    const succeeded = reply.statusCode === 200;
    const now = nowText();
    await db
      .insertInto(LOGIN_LOG_MODULE)
      .values({
        Id: newId(),
        Create_Time: now,
        Modify_Time: now,
        Create_User_Id: user?.Id ?? null,
        Modify_User_Id: null,
        RowVersion: 1,
        Account: clip(account === '' ? '(未填写)' : account, 100),
        UserName: user?.Name ?? null,
        LoginTime: now,
        IP: clip(request.ip ?? '', 64),
        UserAgent: clip(String(request.headers['user-agent'] ?? ''), 500),
        Result: succeeded ? LOGIN_SUCCEEDED : LOGIN_FAILED_RESULT,
        Reason: succeeded ? null : clip(errorMessageOf(payload) || `HTTP ${reply.statusCode}`, 200),
      })
      .execute();
  } catch (error) {
    // The login answer matters more than its log line.
    request.log.error({ err: error }, 'login log not written');
  }
  return payload;
}
