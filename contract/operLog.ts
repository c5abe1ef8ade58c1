/** 操作日志: every record's change-history lines across modules, for administrators (or the 操作日志 grant). */
import type { RecordChangeAction, RecordHistoryEntry } from './recordHistory.js';

/** One line of the list: the changed fields by label only; the values open with the line (`/api/OperLog/Line/{id}`). */
export interface OperLogLine {
  Id: string;
  Time: string;
  UserName: string;
  Address: string;
  Action: RecordChangeAction;
  ModuleName: string;
  /** The module's Chinese name (the code name when the module is gone). */
  ModuleTitle: string;
  Record_Id: string;
  /** `题目、状态` — the changed fields' labels, cut when long. */
  Summary: string;
}

/**
 * `GET /api/OperLog/List`: a page, newest first. `Next` is the anchor of the following page (the last line's Id,
 * passed back as `After`); null on the last page. No total: counting ten million lines would cost more than the page.
 */
export interface OperLogPage {
  Lines: OperLogLine[];
  Next: string | null;
}

/** `GET /api/OperLog/Line/{id}`: the line with its field-by-field diff, values as people read them. */
export interface OperLogDetail extends Omit<OperLogLine, 'Summary'> {
  /** The record's name as people read it (its title, a person's name); '' once the record is deleted. */
  RecordName: string;
  Entry: RecordHistoryEntry;
}

/** `GET`/`PUT /api/OperLog/Setting`: how long lines are kept, in months (default 36); older lines are purged. */
export interface OperLogSetting {
  RetentionMonths: number;
}

export const OPER_LOG_DEFAULT_RETENTION_MONTHS = 36;
export const OPER_LOG_MIN_RETENTION_MONTHS = 1;
export const OPER_LOG_MAX_RETENTION_MONTHS = 240;

/** A module a line may name, for the module filter. */
export interface OperLogModule {
  Name: string;
  Title: string;
}

/** `GET /api/OperLog/People?Name=`: a person the 人员 filter suggests — the name lines bear, the account telling namesakes apart. */
export interface OperLogPerson {
  Name: string;
  Account: string;
}

/** Suggestions the 人员 filter shows at most. */
export const OPER_LOG_MAX_PEOPLE = 20;

/** `POST /api/OperLog/Export`: the filtered lines written by a job of the download centre. */
export interface OperLogExportStarted {
  JobId: string;
}
