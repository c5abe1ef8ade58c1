/** Module descriptors: what `GET /api/common/moduleStruts/{m}` answers, and the uniqueness check of `POST /api/Common/VerififyUnique`. */

/** Field types the server describes. "others" may appear from the institute's server: treat unknown as String. */
export type FieldType = 'String' | 'Int32' | 'Decimal' | 'Boolean' | 'DateTime' | 'DateTime2' | 'Array';

/** Where a field is hidden: List (not a column), Form (not a form field), All (neither). */
export type HideMode = 'List' | 'Form' | 'All';

/** A validation rule as the server describes it. RulePars: stringLength → [min, max]; others usually none. */
export interface FieldRule {
  RuleName: string;
  RulePars?: Array<string | number> | null;
}

export interface EnumValueOption {
  Key: string;
  Value: string;
}

/** One field descriptor of `moduleStruts` (FieldInfoStruts[i]). */
export interface FieldInfoStrut {
  Name: string;
  Description: string;
  Type: FieldType | string;
  DefaultValue?: string | number | boolean | null;
  Rules?: FieldRule[] | null;
  Hide?: HideMode | null;
  /** Name of a related module; `Resource` means a file. Set on the `X_Id` field. */
  Relate?: string | null;
  /** Dictionary key: options are EnumItem rows whose EnumName equals this. */
  EnumItemName?: string | null;
  /** Name of the field whose dictionary item is this dictionary's parent (dependent selects). */
  EnumParentField?: string | null;
  EnumValues?: EnumValueOption[] | null;
  Sortable?: boolean | null;
  IsTextArea?: boolean | null;
  /** Form section this field belongs to. */
  GroupNames?: string | null;
  /** Read-only mode: All (always) or Edit (once the record has an Id). */
  ReadOnly?: 'All' | 'Edit' | null;
  /**
   * Personal data (phone, e-mail, birth date, ID numbers): read and written only by roles holding the module's
   * 查看个人信息 (`Personal`) grant; for others the server answers it empty and ignores it on writes (D-SEC-13).
   */
  Personal?: boolean | null;
  /**
   * The list column's width in pixels, set by an administrator in the module designer; absent, the list's own
   * (300 for Title and Name, 100 otherwise). The institute's server does not send it.
   */
  ColumnWidth?: number | null;
}

/** What `GET /api/common/moduleStruts/{m}` answers. */
export interface ModuleStruts {
  Name: string;
  Description: string;
  FieldInfoStruts: FieldInfoStrut[];
  /** Fields that identify a record of this module to people (shown in links and remote selects, searched with `$`). */
  RelateFields: string[];
}

/** `POST /api/Common/VerififyUnique`'s body (its schema: wire/verifyUniqueBody.ts). */
export type { VerifyUniqueRequest } from './wire/verifyUniqueBody.js';
