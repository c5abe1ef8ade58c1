/** A record's change history (修改记录): every create, update, delete and import of it, newest first. */

/** 导入: a record a sheet's import created; 审批: an approval step moved its 审核状态 (submit, decide, withdraw). */
export type RecordChangeAction = '新增' | '修改' | '删除' | '导入' | '审批';

export const RECORD_CHANGE_ACTIONS: readonly RecordChangeAction[] = ['新增', '修改', '删除', '导入', '审批'];

/** One field of a change, its values as people read them (an option's label, a related record's name, a file's name). */
export interface RecordFieldChange {
  Field: string;
  /** The field's description. */
  Label: string;
  Old: string;
  New: string;
  /** A sensitive field (a password), or one the reader may not see: only that it changed is shown. */
  Hidden?: true;
}

export interface RecordHistoryEntry {
  Id: string;
  Action: RecordChangeAction;
  UserName: string;
  /** The address the change came from. */
  Address: string;
  Time: string;
  Changes: RecordFieldChange[];
}

/** `GET /api/RecordHistory/{module}/{id}`'s answer, newest first. */
export interface RecordHistory {
  ModuleName: string;
  Business_Id: string;
  Entries: RecordHistoryEntry[];
}
