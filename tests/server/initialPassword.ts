/**
 * Logging in as an account an administrator created (its password set by someone else): such a session may only
 * change the password first (D-SEC-15). Tests that make their own users log in through here, the initial password
 * changed to the person's own, and get a session that may do what the account may.
 */
import type { TestServer } from './helpers.js';

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }): string =>
  `sid=${response.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;

/** Logs in with the initial password and replaces it with `ownPassword` (default: the initial one with a suffix). */
export async function loginChangingInitialPassword(
  server: TestServer,
  account: string,
  initialPassword: string,
  ownPassword = `${initialPassword}x`,
): Promise<string> {
  const login = await server.call(null, {
    method: 'POST',
    url: '/api/account/Login',
    payload: { Account: account, Password: server.encrypt(initialPassword) },
  });
  if (login.statusCode !== 200) throw new Error(`login ${account} failed: ${login.body}`);
  const cookie = cookieOf(login);
  const changed = await server.call(cookie, {
    method: 'POST',
    url: '/api/account/rePassword',
    payload: { oldPassword: server.encrypt(initialPassword), newPassword: server.encrypt(ownPassword), reNewPassword: server.encrypt(ownPassword) },
  });
  if (changed.statusCode !== 200) throw new Error(`password change of ${account} failed: ${changed.body}`);
  return cookie;
}
