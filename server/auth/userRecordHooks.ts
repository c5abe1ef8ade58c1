/**
 * User: Password is write-only. It is hashed into Credential (required with the strength rule on create,
 * optional on update: blank keeps the old one). Only admins may grant or take away IsAdmin.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { fieldMessages } from '../../core/rules/fieldRules.js';
import { deleteCredential, savePasswordHash } from './credentials.js';
import type { PasswordHasher } from './password.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { coerceBoolean } from '../records/values.js';
import type { ModuleHooks } from '../records/recordHooks.js';

/** The descriptor's Password field, or a bare one: either way a password is asked for, with its length and strength. */
function newPasswordField(field: FieldInfoStrut | undefined): FieldInfoStrut {
  const base = field ?? { Name: 'Password', Description: '密码', Type: 'String' };
  return { ...base, Rules: [...(base.Rules ?? []), { RuleName: 'required' }] };
}

/** The User module's hooks, hashing at the server's configured cost. */
export const userHooks = (passwords: PasswordHasher): ModuleHooks => ({
  async prepareWrite({ module, input, mode, actor, previous }) {
    const wantsAdmin = coerceBoolean(input.IsAdmin);
    const previousAdmin = previous ? Number(previous.IsAdmin) === 1 : false;
    if (!actor.isAdmin && wantsAdmin !== undefined && wantsAdmin !== null && (wantsAdmin === 1) !== previousAdmin) throw forbidden();
    const field = module.fieldsByName.get('Password');
    const raw = input.Password;
    const password = typeof raw === 'string' ? raw : '';
    if (password === '' && mode === 'update') return undefined;
    // A password typed when editing replaces the old one, so it is held to the rules of a new one (strength included).
    const [problem] = fieldMessages(newPasswordField(field), password, { mode: 'create' });
    if (problem) throw badRequest(problem);
    const hash = await passwords.hash(password);
    return async (trx, row) => savePasswordHash(trx, String(row.Id), hash);
  },
  async afterDelete(trx, id) {
    await deleteCredential(trx, id);
    await trx.deleteFrom('Session').where('User_Id', '=', id).execute();
  },
});
