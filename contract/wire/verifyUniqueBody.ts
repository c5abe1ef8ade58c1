/**
 * `POST /api/Common/VerififyUnique` (sic): whether another record of the module already holds the values. The module
 * is found and the caller's access checked before the key values are read (each a field with the `unique` rule, its
 * value one the field stores), so the schema only matches the names.
 */
import { Type, type Static } from 'typebox';

export interface VerifyKeyValue {
  Key: string;
  Value: unknown;
}

export const VerifyUniqueBodySchema = Type.Object(
  {
    /** The record being edited (its own value is no duplicate); absent, null or empty for a new one. */
    Id: Type.Optional(Type.Unsafe<string | null>({})),
    ModuleName: Type.Optional(Type.Unsafe<string>({})),
    /** At least one; the keys are field names. */
    KeyValues: Type.Optional(Type.Unsafe<VerifyKeyValue[]>({})),
  },
  { examples: [{ Id: null, ModuleName: 'Journal', KeyValues: [{ Key: 'Name', Value: '中华医学杂志' }] }] },
);
/** What the server reads, and what a form sends (its module and key values always). */
export type VerifyUniqueBody = Static<typeof VerifyUniqueBodySchema>;
export type VerifyUniqueRequest = VerifyUniqueBody & { ModuleName: string; KeyValues: VerifyKeyValue[] };
