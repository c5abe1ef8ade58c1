/**
 * User: Password is write-only. It is hashed into Credential (required with the strength rule on create,
 * optional on update: blank keeps the old one). Only admins may grant or take away IsAdmin.
 */
import { deleteCredential, savePasswordHash } from './credentials.js';
import { hashPassword, isStrongPassword, PASSWORD_STRENGTH_MESSAGE } from './password.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { checkValue } from '../records/validation.js';
import { coerceBoolean } from '../records/values.js';
import type { ModuleHooks } from '../records/recordHooks.js';

export const userHooks: ModuleHooks = {
  async prepareWrite({ module, input, mode, actor, previous }) {
    const wantsAdmin = coerceBoolean(input.IsAdmin);
    const previousAdmin = previous ? Number(previous.IsAdmin) === 1 : false;
    if (!actor.isAdmin && wantsAdmin !== undefined && wantsAdmin !== null && (wantsAdmin === 1) !== previousAdmin) throw forbidden();
    const field = module.fieldsByName.get('Password');
    const raw = input.Password;
    const password = typeof raw === 'string' ? raw : '';
    if (password === '' && mode === 'update') return undefined;
    if (field) {
      const problem = checkValue({ ...field, Rules: [...(field.Rules ?? []), { RuleName: 'required' }] }, password);
      if (problem) throw badRequest(problem);
    }
    if (!isStrongPassword(password)) throw badRequest(PASSWORD_STRENGTH_MESSAGE);
    const hash = await hashPassword(password);
    return async (trx, row) => savePasswordHash(trx, String(row.Id), hash);
  },
  async afterDelete(trx, id) {
    await deleteCredential(trx, id);
    await trx.deleteFrom('Session').where('User_Id', '=', id).execute();
  },
};
