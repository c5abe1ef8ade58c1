/**
 * Checking an account's password, for the login and for cancelling a temporary leave: throttled first (loginThrottle.ts),
 * then verified (against a dummy hash when the account does not exist, so the answer and its timing are the same),
 * and a hash made at an older cost is made again at today's cost once the password is known to be right. When the
 * hashing queue is full the attempt is refused busy (429) before it is counted: a user turned away by a flood of logins
 * is not held up by the throttle afterwards for attempts that checked nothing.
 */
import type { AppContext } from '../appContext.js';
import { HashingBusyError } from './password.js';
import { loadCredential, replacePasswordHash, type CredentialRecord } from './credentials.js';
import type { LoginThrottle } from './loginThrottle.js';
import { loadUserByAccount, type UserRecord } from './users.js';

export type PasswordCheck =
  | { outcome: 'right'; user: UserRecord; credential: CredentialRecord }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export async function checkAccountPassword(
  ctx: Pick<AppContext, 'db' | 'passwords'>,
  throttle: LoginThrottle,
  account: string,
  password: string,
  address: string,
): Promise<PasswordCheck> {
  const { db, passwords } = ctx;
  if (passwords.busy) throw new HashingBusyError();
  const refusal = await throttle.begin(account, address);
  if (refusal) return { outcome: 'throttled', retryAfterSeconds: refusal.retryAfterSeconds };
  const user = account === '' ? null : await loadUserByAccount(db, account);
  const credential = user ? await loadCredential(db, user.Id) : null;
  if (!user || !credential) {
    await passwords.verify(password, passwords.dummyPasswordHash());
    return { outcome: 'wrong' };
  }
  if (!(await passwords.verify(password, credential.PasswordHash))) return { outcome: 'wrong' };
  await throttle.succeeded(account, address);
  if (passwords.needsRehash(credential.PasswordHash)) {
    // Busy now: the right password still logs in, and the hash is made again at a later login.
    const rehashed = await passwords.hash(password).catch((error: unknown) => {
      if (error instanceof HashingBusyError) return null;
      throw error;
    });
    if (rehashed) await replacePasswordHash(db, user.Id, credential.PasswordHash, rehashed);
  }
  return { outcome: 'right', user, credential };
}
