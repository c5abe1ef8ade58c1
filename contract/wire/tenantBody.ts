/**
 * `POST /api/Tenant/Update` (administrators): the institute's full name, code and icon. Text or numbers, read in the
 * order whose first failure answers (name required, 2..100 characters; code 2..30 letters, digits, `_` or `-`); the
 * icon an uploaded image. A body that is no object has no name.
 */
import { Type, type Static } from 'typebox';

const tenantField = () => Type.Optional(Type.Unsafe<string>({}));

export const TenantUpdateSchema = Type.Object(
  {
    FullName: tenantField(),
    EnCode: tenantField(),
    /** '' or absent when the institute has no icon. */
    HandIcon_Id: tenantField(),
  },
  { errorMessage: { type: '单位全称是必填的' }, examples: [{ FullName: '某某医学研究所', EnCode: 'YXS', HandIcon_Id: '' }] },
);
/** What the server reads, and what the administrator's page sends (every field). */
export type TenantUpdateBody = Static<typeof TenantUpdateSchema>;
export type TenantUpdate = Required<TenantUpdateBody>;
