/** Tables that are not catalogue modules: sessions, credentials, the tenant, uploaded files and flow items. */
import type { StorageKind } from './columnTypes.js';

export interface ColumnDefinition {
  name: string;
  kind: StorageKind;
  /**
   * Every row holds a value: each insert gives one and no update clears it. The column is nullable in the database
   * all the same (schema sync adds columns to tables that already hold rows); the row type says non-null, and the
   * typed insert and update then insist on it. Only for columns the table had from its first release.
   */
  required?: true;
}

export interface TableDefinition {
  name: string;
  /** First column is the primary key. */
  columns: ReadonlyArray<ColumnDefinition>;
  indexes: ReadonlyArray<readonly string[]>;
}

export const INTERNAL_TABLES = [
  {
    // Secrets every instance sharing the database must hold alike: the RSA key (server/platform/http/rsaKeys.ts).
    name: 'ServerSecret',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Value', kind: 'text', required: true },
    ],
    indexes: [],
  },
  {
    name: 'Session',
    columns: [
      { name: 'Id', kind: 'text' }, // SHA-256 of the cookie token; the token itself is never stored
      { name: 'User_Id', kind: 'text', required: true },
      { name: 'Role_Id', kind: 'text' },
      { name: 'State', kind: 'text', required: true }, // 'active' | 'left' (temporary leave) | 'password' (must change it first)
      { name: 'Create_Time', kind: 'text', required: true },
      { name: 'LastSeen', kind: 'integer', required: true }, // epoch ms, for the sliding idle expiry
    ],
    indexes: [['User_Id']],
  },
  {
    name: 'Credential',
    columns: [
      { name: 'User_Id', kind: 'text' },
      { name: 'PasswordHash', kind: 'text', required: true },
      { name: 'FailedCount', kind: 'integer' },
      { name: 'LockedUntil', kind: 'integer' }, // epoch ms, 0 when not locked
      { name: 'LastRole_Id', kind: 'text' }, // the role chosen last, restored at next login
      { name: 'MustChangePassword', kind: 'integer' }, // 1: set by an administrator, to be changed at the next login
    ],
    indexes: [],
  },
  {
    // Login throttling per account and per (account, address), counted atomically (server/auth/loginThrottle.ts).
    name: 'LoginThrottle',
    columns: [
      { name: 'Id', kind: 'text' }, // SHA-256 of (scope, account, address): neither account names nor addresses are kept
      { name: 'Failures', kind: 'integer', required: true }, // attempts since the last success; an attempt counts from its start
      { name: 'NextAllowedAt', kind: 'integer', required: true }, // epoch ms before which the next attempt is refused
      { name: 'LastAttemptAt', kind: 'integer', required: true }, // epoch ms, to forget quiet rows
      { name: 'Known', kind: 'integer', required: true }, // 1 once a login succeeded from this (account, address)
    ],
    indexes: [['LastAttemptAt']],
  },
  {
    name: 'Tenant',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'FullName', kind: 'text', required: true },
      { name: 'EnCode', kind: 'text', required: true },
      { name: 'HandIcon_Id', kind: 'text' },
    ],
    indexes: [],
  },
  {
    // Server-side jobs of the download centre (server/downloads/): imports with their error sheet, large exports.
    name: 'ServerJob',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Owner_Id', kind: 'text', required: true }, // only this user sees the job and downloads its file
      { name: 'Kind', kind: 'text', required: true }, // 'import' | 'export'
      { name: 'Title', kind: 'text', required: true },
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Status', kind: 'text', required: true }, // 'running' | 'done' | 'failed'
      { name: 'Progress', kind: 'integer', required: true }, // 0–100
      { name: 'Summary', kind: 'text' }, // JSON: the import's counts, or the export's row count
      { name: 'FileName', kind: 'text' }, // the file offered for download (null: none)
      { name: 'StoredName', kind: 'text' },
      { name: 'Size', kind: 'integer' },
      { name: 'Create_Time', kind: 'text', required: true },
      { name: 'ExpireAt', kind: 'integer', required: true }, // epoch ms; the job and its file are removed after it
      { name: 'UpdatedAt', kind: 'integer' }, // epoch ms of the running job's last step (a job that stops stepping has died)
    ],
    indexes: [['Owner_Id'], ['ExpireAt'], ['Status', 'UpdatedAt']],
  },
  {
    name: 'Resource',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Name', kind: 'text', required: true },
      { name: 'Size', kind: 'integer', required: true },
      { name: 'ContentType', kind: 'text', required: true },
      { name: 'StoredName', kind: 'text', required: true },
      { name: 'Create_Time', kind: 'text', required: true },
      { name: 'Create_User_Id', kind: 'text', required: true },
    ],
    indexes: [],
  },
  {
    // Approval-flow messages: a pending item per approver of the current step, and a returned notice to the applicant.
    name: 'FlowDynamic',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Example_Id', kind: 'text', required: true }, // the FlowExample instance
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Business_Id', kind: 'text', required: true },
      { name: 'Receiver_Id', kind: 'text', required: true }, // whose list it shows in
      { name: 'Kind', kind: 'text', required: true }, // 'Approve' (pending for an approver) | 'Returned' (back to the applicant)
      { name: 'Step', kind: 'integer', required: true },
      { name: 'StepName', kind: 'text', required: true },
      { name: 'Applicant_Id', kind: 'text', required: true },
      { name: 'Summary', kind: 'text', required: true },
      { name: 'Time', kind: 'text', required: true },
      { name: 'IsComplete', kind: 'integer', required: true },
      { name: 'CompleteTime', kind: 'text' },
      { name: 'Decision', kind: 'text' }, // the approver's decision once complete: Approved | Returned | Refuse
    ],
    indexes: [['Receiver_Id', 'IsComplete'], ['Example_Id'], ['ModuleName', 'Business_Id']],
  },
  {
    // A notice published from the notify centre (server/notify/notices/): one Notify row per recipient carries it.
    name: 'Notice',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Title', kind: 'text', required: true },
      { name: 'Body', kind: 'text', required: true }, // sanitized rich text (server/notify/notices/sanitizeNoticeHtml.ts)
      { name: 'Url', kind: 'text' }, // the optional 查看 link
      { name: 'Audience', kind: 'text', required: true }, // JSON { Kind, Ids }
      { name: 'Sender_Id', kind: 'text', required: true },
      { name: 'Create_Time', kind: 'text', required: true },
      { name: 'SendAt', kind: 'text' }, // when a scheduled notice is due; null when sent at once
      { name: 'SendTime', kind: 'text' }, // when it was released
      { name: 'State', kind: 'text', required: true }, // 待发送 | 已发送 | 已撤销
      { name: 'RecipientCount', kind: 'integer', required: true },
    ],
    indexes: [['State', 'SendAt'], ['Sender_Id', 'Create_Time'], ['Create_Time']],
  },
  {
    // A notice's files: whoever received the notice may download them (server/resources/plugin.ts).
    name: 'NoticeAttachment',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Notice_Id', kind: 'text', required: true },
      { name: 'Resource_Id', kind: 'text', required: true },
      { name: 'SortCode', kind: 'integer', required: true },
    ],
    indexes: [['Notice_Id'], ['Resource_Id']],
  },
  {
    // A module version published by the module designer (server/moduleDesigner/): the newest of a module replaces
    // its catalogue file's definition at start. The Id is `<module lower case>#<Version>`, so two administrators
    // publishing the same next version at once cannot both succeed (the second insert fails on the key).
    name: 'ModuleVersion',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Version', kind: 'integer', required: true }, // 1, 2, … per module
      { name: 'Definition', kind: 'text', required: true }, // the module file's text (core/catalogue/serializeModuleFile.ts)
      { name: 'FileHash', kind: 'text', required: true }, // SHA-256 of the catalogue file when published: a later deployment's change shows
      { name: 'User_Id', kind: 'text', required: true },
      { name: 'UserName', kind: 'text', required: true },
      { name: 'Create_Time', kind: 'text', required: true },
      { name: 'Summary', kind: 'text', required: true }, // the change in Chinese (core/catalogue/migrationPlan.ts)
    ],
    indexes: [['ModuleName', 'Version']],
  },
  {
    // A module added in the module designer (server/moduleDesigner/createModule.ts): it has no catalogue file, so its
    // area and its place in the menu live here; its definition is its newest ModuleVersion.
    name: 'DesignedModule',
    columns: [
      { name: 'Id', kind: 'text' }, // the module name in lower case
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Area', kind: 'text', required: true },
      { name: 'MenuGroup', kind: 'text', required: true }, // the title of a top-level group of the standard menu
      { name: 'User_Id', kind: 'text', required: true },
      { name: 'Create_Time', kind: 'text', required: true },
    ],
    indexes: [],
  },
  {
    // Where an administrator moved a module in the module designer (server/moduleDesigner/placement.ts): its area in
    // the designer and the top-level menu group of its list, over its catalogue folder and the bundled menu (or, for a
    // designed module, over its DesignedModule row). The Id is the module name in lower case: one place per module.
    name: 'ModulePlacement',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Area', kind: 'text', required: true },
      { name: 'MenuGroup', kind: 'text', required: true },
      { name: 'User_Id', kind: 'text', required: true },
      { name: 'UserName', kind: 'text', required: true },
      { name: 'Modify_Time', kind: 'text', required: true },
    ],
    indexes: [],
  },
  {
    // A record's change history (server/records/changeHistory.ts): one row per create, update or delete, written in
    // the write's own transaction, so no change stands without its line.
    name: 'RecordChange',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'ModuleName', kind: 'text', required: true },
      { name: 'Record_Id', kind: 'text', required: true },
      { name: 'Action', kind: 'text', required: true }, // 新增 | 修改 | 删除 | 导入 | 审批
      { name: 'User_Id', kind: 'text' }, // null: the server itself (seed, self-registration)
      { name: 'UserName', kind: 'text', required: true },
      { name: 'Address', kind: 'text', required: true }, // request.ip ('' for the server's own writes)
      { name: 'Time', kind: 'text', required: true },
      { name: 'Changes', kind: 'text', required: true }, // JSON FieldChange[] with raw values (core/history/changedFields.ts)
    ],
    // Read newest first by Id (ids made later sort later, so a time range is an Id range too): a record's lines, and
    // the 操作日志 (server/operLog/) filtered by module or by person, each an index walked from its newest end.
    indexes: [
      ['ModuleName', 'Record_Id'],
      ['ModuleName', 'Id'],
      ['User_Id', 'Id'],
    ],
  },
  {
    // Settings an administrator changes in the application (not in the environment): a key and its value as text.
    // 'OperLogRetentionMonths': how long the 操作日志 keeps its lines (server/operLog/operLogRetention.ts).
    name: 'ServerSetting',
    columns: [
      { name: 'Id', kind: 'text' },
      { name: 'Value', kind: 'text', required: true },
      { name: 'Modify_Time', kind: 'text', required: true },
      { name: 'Modify_User_Id', kind: 'text' },
    ],
    indexes: [],
  },
] as const satisfies readonly TableDefinition[];
