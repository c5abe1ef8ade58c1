/** /api/account/*: public key, login, current user, logout, password change, role switch, leave (registration: registrationRoutes.ts). */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  LeaveReturnBodySchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
  REGISTRATION_MESSAGES,
  type CurrentUser,
  type LeaveReturnBody,
  type LoginBody,
  type PasswordChangeBody,
} from '../../contract/index.js';
import { firstPasswordChangeError } from '../../core/rules/changePassword.js';
import { badRequest, notLoggedIn } from '../platform/http/httpError.js';
import { LOGIN_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { requireLogin } from '../permissions/index.js';
import { recordLoginAttempt } from './loginLogRecorder.js';
import { rememberRole, savePasswordHash, setMustChangePassword } from './credentials.js';
import { LoginThrottle, throttledMessage } from './loginThrottle.js';
import { checkAccountPassword } from './passwordCheck.js';
import { readPasswordField } from './passwordInput.js';
import { createSession, deleteOtherSessions, deleteSession, findSession, SESSION_COOKIE, updateSession } from './sessions.js';
import { buildCurrentUser, chosenRole, loadUserById, resolveActiveRole } from './users.js';

export const LOGIN_FAILED = ACCOUNT_MESSAGES.loginFailed;
/** Cancelling a temporary leave asks for the password again (D-SEC-1): whoever sits at the screen must know it. */
export const LEAVE_PASSWORD_WRONG = ACCOUNT_MESSAGES.leavePasswordWrong;
export const ACCOUNT_DISABLED = '账号已被停用';

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The current user, told that it must change its password first when it must (and only then: the wire stays as it was). */
function withPasswordFlag(user: CurrentUser, mustChange: boolean): CurrentUser {
  return mustChange ? { ...user, MustChangePassword: true } : user;
}

function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;
  const { db, keys, passwords } = ctx;
  const throttle = new LoginThrottle(db);

  // The PEM text as a JSON string: the client hands it to jsencrypt's setPublicKey.
  app.get('/api/account/PublicKey', async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(keys.publicKeyPem)));

  app.post<{ Body: LoginBody }>(
    '/api/account/Login',
    { config: { rateLimit: LOGIN_RATE_LIMIT }, onSend: recordLoginAttempt, schema: { body: LoginBodySchema } },
    async (request, reply): Promise<CurrentUser> => {
      const body = request.body;
      const account = text(body.Account).trim();
      const password = readPasswordField(keys, body.Password);
      const check = await checkAccountPassword(ctx, throttle, account, password, request.ip);
      if (check.outcome === 'throttled') throw badRequest(throttledMessage(check.retryAfterSeconds));
      if (check.outcome === 'wrong') throw badRequest(LOGIN_FAILED);
      const { user, credential } = check;
      if (!user.Enabled) throw badRequest(ACCOUNT_DISABLED);
      // Told only to whoever knows the password: an account's existence is not given away.
      if (user.AwaitingApproval) throw badRequest(REGISTRATION_MESSAGES.pending);
      // The role chosen at an earlier login stays chosen; without one the session holds none (the union of scopes).
      const chosen = chosenRole(user, credential.LastRole_Id);
      // A password an administrator set opens a session that may only change it (D-SEC-15).
      const mustChange = credential.MustChangePassword;
      setSessionCookie(reply, await createSession(db, user.Id, chosen, mustChange ? 'password' : 'active'));
      return withPasswordFlag(await buildCurrentUser(db, user, resolveActiveRole(user, chosen), chosen !== null), mustChange);
    },
  );

  app.get('/api/account/GetCurrent', async (request): Promise<CurrentUser> => {
    const auth = requireLogin(request);
    // One role in force for data scopes: the person chose it, or holds no other.
    return withPasswordFlag(await buildCurrentUser(db, auth.user, auth.roleId, auth.scopeRoleIds.length <= 1), auth.mustChangePassword === true);
  });

  app.post('/api/account/LogOut', async (request, reply): Promise<boolean> => {
    const session = await findSession(db, request.cookies[SESSION_COOKIE]);
    if (session) {
      await deleteSession(db, session.Id);
      // A session lasts no longer than its login, hub connections included (D-SEC-1).
      await app.hub.endSessions([session.Id]);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return true;
  });

  app.post<{ Body: PasswordChangeBody }>(
    '/api/account/rePassword',
    { config: { rateLimit: LOGIN_RATE_LIMIT }, schema: { body: PasswordChangeBodySchema } },
    async (request): Promise<boolean> => {
      const auth = requireLogin(request);
      const body = request.body;
      const oldPassword = readPasswordField(keys, body.oldPassword);
      const newPassword = readPasswordField(keys, body.newPassword);
      const reNewPassword = readPasswordField(keys, body.reNewPassword);
      const problem = firstPasswordChangeError({ oldPassword, newPassword, reNewPassword });
      if (problem) throw badRequest(problem);
      // Throttled like the login: a session left open must not become a way to guess the password.
      const check = await checkAccountPassword(ctx, throttle, auth.user.Account, oldPassword, request.ip);
      if (check.outcome === 'throttled') throw badRequest(throttledMessage(check.retryAfterSeconds));
      if (check.outcome === 'wrong' || check.user.Id !== auth.user.Id) throw badRequest('原密码错误');
      await savePasswordHash(db, auth.user.Id, await passwords.hash(newPassword));
      // The password is the person's own now: the session may do what the account may.
      await setMustChangePassword(db, auth.user.Id, false);
      if (auth.mustChangePassword) await updateSession(db, auth.sessionId, { State: 'active' });
      // Other sessions were opened with the old password: end them.
      await app.hub.endSessions(await deleteOtherSessions(db, auth.user.Id, auth.sessionId));
      return true;
    },
  );

  app.post<{ Params: { roleId: string } }>('/api/account/SetAccountRole/:roleId', async (request): Promise<CurrentUser> => {
    const auth = requireLogin(request);
    const roleId = request.params.roleId;
    if (!auth.user.roleIds.includes(roleId)) throw badRequest('角色不存在');
    await updateSession(db, auth.sessionId, { Role_Id: roleId });
    await rememberRole(db, auth.user.Id, roleId);
    return buildCurrentUser(db, auth.user, roleId, true);
  });

  app.post('/api/account/TempLeave', async (request): Promise<boolean> => {
    const auth = requireLogin(request);
    await updateSession(db, auth.sessionId, { State: 'left' });
    await app.hub.endSessions([auth.sessionId]);
    return true;
  });

  // Throttled like the login: a left session must not become a way to guess the password.
  app.post<{ Body: LeaveReturnBody }>(
    '/api/account/CancelTempLeave',
    { config: { rateLimit: LOGIN_RATE_LIMIT }, schema: { body: LeaveReturnBodySchema } },
    async (request): Promise<CurrentUser> => {
      const session = await findSession(db, request.cookies[SESSION_COOKIE]);
      if (!session) throw notLoggedIn();
      const user = await loadUserById(db, session.User_Id);
      if (!user?.Enabled || user.AwaitingApproval) throw notLoggedIn();
      const password = readPasswordField(keys, request.body.Password);
      const check = await checkAccountPassword(ctx, throttle, user.Account, password, request.ip);
      if (check.outcome === 'throttled') throw badRequest(throttledMessage(check.retryAfterSeconds));
      if (check.outcome === 'wrong' || check.user.Id !== user.Id) throw badRequest(LEAVE_PASSWORD_WRONG);
      await updateSession(db, session.Id, { State: 'active' });
      return buildCurrentUser(db, user, resolveActiveRole(user, session.Role_Id), chosenRole(user, session.Role_Id) !== null);
    },
  );
};
