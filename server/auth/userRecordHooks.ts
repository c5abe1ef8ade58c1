/**
 * User: Password is write-only. It is hashed into Credential (required with the strength rule on create,
 * optional on update: blank keeps the old one); one set by another person is to be changed at the next login. Only admins may grant or take away IsAdmin. A change that takes
 * access away — a new password, the account disabled, a role or the administrator flag taken away — ends the user's
 * sessions and closes their hub connections (D-SEC-11), as deleting the user does.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { fieldMessages } from '../../core/rules/fieldRules.js';
import { parseIdArray } from '../platform/db/idArray.js';
import type { Row } from '../platform/db/types.js';
import { deleteCredential, savePasswordHash, setMustChangePassword } from './credentials.js';
import type { PasswordHasher } from './password.js';
import { deleteSessionsOfUsers } from './sessions.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { coerceBoolean, type ModuleHooks } from '../records/index.js';

/** Closes the hub connections of ended sessions on every instance (app.hub.endSessions). */
export type EndHubSessions = (sessionIds: readonly string[]) => Promise<void>;

/** The descriptor's Password field, or a bare one: either way a password is asked for, with its length and strength. */
function newPasswordField(field: FieldInfoStrut | undefined): FieldInfoStrut {
  const base = field ?? { Name: 'Password', Description: '密码', Type: 'String' };
  return { ...base, Rules: [...(base.Rules ?? []), { RuleName: 'required' }] };
}

/** A missing Enabled value counts as enabled, as at login. */
const enabled = (row: Row): boolean => row.Enabled === null || row.Enabled === undefined || Number(row.Enabled) === 1;

/** Whether the saved row gives the account less than it had: disabled, a role gone, no longer an administrator. */
export function takesAccessAway(previous: Row, next: Row): boolean {
  if (enabled(previous) && !enabled(next)) return true;
  if (Number(previous.IsAdmin) === 1 && Number(next.IsAdmin) !== 1) return true;
  const kept = new Set(parseIdArray(next.Role_Ids));
  return parseIdArray(previous.Role_Ids).some((roleId) => !kept.has(roleId));
}

/** The User module's hooks, hashing at the server's configured cost. */
export const userHooks = (passwords: PasswordHasher, endHubSessions: EndHubSessions): ModuleHooks => ({
  async prepareWrite({ module, input, mode, actor, previous }) {
    const wantsAdmin = coerceBoolean(input.IsAdmin);
    const previousAdmin = previous ? Number(previous.IsAdmin) === 1 : false;
    if (!actor.isAdmin && wantsAdmin !== undefined && wantsAdmin !== null && (wantsAdmin === 1) !== previousAdmin) throw forbidden();
    const field = module.fieldsByName.get('Password');
    const raw = input.Password;
    const password = typeof raw === 'string' ? raw : '';
    let hash: string | null = null;
    if (password !== '' || mode === 'create') {
      // A password typed when editing replaces the old one, so it is held to the rules of a new one (strength included).
      const [problem] = fieldMessages(newPasswordField(field), password, { mode: 'create' });
      if (problem) throw badRequest(problem);
      hash = await passwords.hash(password);
    }
    return async (trx, row) => {
      const userId = String(row.Id);
      if (hash !== null) {
        await savePasswordHash(trx, userId, hash);
        // A password someone else set (an administrator creating the account or resetting it) is only a first one:
        // the person chooses their own at the next login (D-SEC-15). The server's own writes (self-registration,
        // where the person typed it) and a change of one's own account do not ask again.
        const setBySomeoneElse = actor.userId !== null && actor.userId !== userId;
        await setMustChangePassword(trx, userId, setBySomeoneElse);
      }
      if (mode !== 'update' || !previous || (hash === null && !takesAccessAway(previous, row))) return undefined;
      // The sessions end with the change, in its transaction; an administrator editing their own account keeps the
      // session they do it from (as rePassword does).
      const ended = await deleteSessionsOfUsers(trx, [userId], actor.userId === userId ? actor.sessionId : undefined);
      return () => endHubSessions(ended);
    };
  },
  async afterDelete(trx, id) {
    await deleteCredential(trx, id);
    const ended = await deleteSessionsOfUsers(trx, [id]);
    return () => endHubSessions(ended);
  },
});
