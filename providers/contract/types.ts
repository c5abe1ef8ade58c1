/**
 * The institute API contract, shared by the web app, the providers and the reference server.
 * Shapes follow ../shared/DESIGN.md ("The institute API") and the two specs; names are PascalCase as on the wire.
 */

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
}

/** What `GET /api/common/moduleStruts/{m}` answers. */
export interface ModuleStruts {
  Name: string;
  Description: string;
  FieldInfoStruts: FieldInfoStrut[];
  /** Fields that identify a record of this module to people (shown in links and remote selects, searched with `$`). */
  RelateFields: string[];
}

export type Compare = '==' | '!=' | '>' | '>=' | '<' | '<=' | '$' | 'in';
export const COMPARES: readonly Compare[] = ['==', '!=', '>', '>=', '<', '<=', '$', 'in'];

export interface PageFilter {
  /** A field name; with Compare `$` several names joined by `;` (OR-ed). */
  Name: string;
  Compare: Compare;
  Value: string | number | boolean | null;
}

export interface PagePara {
  PageIndex?: number;
  PageSize?: number;
  Condition?: {
    KeyWord?: string;
    Filters?: PageFilter[];
  };
  SortInfo?: {
    Name: string;
    Mode: 'asc' | 'desc';
  };
}

export interface PageResult<T = ApiRecord> {
  Total: number;
  Data: T[];
}

/** A record as the API carries it: PascalCase fields, string ids, related objects beside their `X_Id`. */
export type ApiRecord = Record<string, unknown> & { Id?: string };

export interface VerifyUniqueRequest {
  Id?: string | null;
  ModuleName: string;
  KeyValues: Array<{ Key: string; Value: unknown }>;
}

export interface RoleInfo {
  Id: string;
  Name: string;
  EnCode: string;
}

export interface CurrentUser {
  Id: string;
  Name: string;
  Account: string;
  Roles: RoleInfo[];
  Curr: { Role_Id: string | null };
  IsAdmin: boolean;
  HandIconId?: string | null;
  /** The Person this account is, when there is one (department, work code). */
  Person_Id?: string | null;
}

export interface Tenant {
  Id?: string;
  FullName: string;
  EnCode: string;
  HandIcon_Id?: string | null;
}

export interface PermissionNode {
  Id: string;
  Name: string;
  EnCode: string;
  Parent_Id: string | null;
}

/** Action codes under a module node. */
export type PermissionAction = 'List' | 'Add' | 'Update' | 'Delete' | 'Check' | 'Report' | 'GroupList';
export const PERMISSION_ACTIONS: readonly PermissionAction[] = ['List', 'Add', 'Update', 'Delete', 'Check', 'Report', 'GroupList'];

export interface ApiErrorBody {
  Message: string;
}

/** The body of an encrypted list request (shell spec §7). */
export interface EncryptedBody {
  encrypted: string;
  isEncrypted: true;
  isChunked: boolean;
}

export const ENCRYPTION_CHUNK_LENGTH = 100;
export const ENCRYPTION_CHUNK_SEPARATOR = '||';

/** Messages both sides use verbatim. */
export const MESSAGES = {
  notLoggedIn: '未登陆',
  forbidden: '权限不足',
  generic500: '出了点小小问题,请联系管理员~!~',
  updating: '系统正在更新,请稍后重试!',
  noMessage: '发生异常!',
} as const;

/**
 * An item of `GET /api/FlowState/FlowDynamic` (shell spec §3): an approval waiting for the caller (IsComplete false,
 * 待审核) or the caller's application sent back (IsComplete true, 已退回). Type is the module name. The institute's
 * server may leave Person, Summary and Time empty (null); the reference server always fills them.
 */
export interface FlowMessage {
  Id: string;
  Type: string;
  Business_Id: string;
  Person: { UserNameCn: string | null; WorkCode: string | null } | null;
  Summary: string | null;
  Time: string | null;
  IsComplete: boolean;
}

/** What `GET /api/CollectionReport/{deptId}` answers: a department's approved output, public fields only. */
export interface CollectionReport {
  DeptName: string;
  Category: string | null;
  Theses: Array<{ Title: string; PublishDate: string | null; IncludedType: string | null }>;
  Patents: Array<{ Name: string; PatentType: string | null; LegalStatus: string | null; GrantDate: string | null }>;
  Projects: Array<{ Name: string; Level: string | null; Source: string | null; StartDate: string | null; Status: string | null }>;
}

/** What `GET /api/Tenant/Statistics` answers: the institute's row counts. */
export interface TenantStatistics {
  Depts: number;
  People: number;
  Theses: number;
  Patents: number;
  Projects: number;
}

/** What `GET /api/common/MyProfile` answers: the user's own account, contact and person details. */
export interface MyProfile {
  Account: string;
  Name: string;
  Email: string | null;
  Phone: string | null;
  HandIcon_Id: string | null;
  PersonName: string | null;
  WorkCode: string | null;
  ProfessionalTitle: string | null;
  DeptName: string | null;
}

/** What `GET /api/Essay/Public/{code}` answers: a published introduction essay, readable without login. */
export interface PublicEssay {
  Code: string;
  Title: string;
  Summary: string | null;
  Content: string;
  Author: string | null;
  PublishTime: string | null;
}
