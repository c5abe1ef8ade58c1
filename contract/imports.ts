/** Excel import and the download centre (D-IMPORT, D-DOWN): what /api/import/* and /api/downCenter/* answer. */

/** POST /api/import/{module}/Upload: the job that stores the rows, and how many data rows the sheet has. */
export interface ImportStarted {
  JobId: string;
  Read: number;
}

/** An import job's counts (its Summary once it runs or is done). */
export interface ImportSummary {
  /** Data rows in the sheet (the header and an unchanged example row not counted). */
  Read: number;
  /** Stored rows, abnormal ones included. */
  Saved: number;
  Abnormal: number;
  /** Rows whose unique value was already stored. */
  Skipped: number;
  /** Whether the download centre holds the abnormal rows as a sheet. */
  HasErrorFile: boolean;
}

export type ServerJobStatus = 'running' | 'done' | 'failed';

/** GET /api/import/Job/{id} and each entry of GET /api/downCenter/List. */
export interface ServerJob {
  Id: string;
  Kind: 'import' | 'export';
  Title: string;
  ModuleName: string;
  Status: ServerJobStatus;
  Progress: number;
  Summary: unknown;
  FileName: string | null;
  Size: number | null;
  Create_Time: string;
  /** Epoch ms after which the job and its file are gone (DOWNLOAD_EXPIRE_HOURS). */
  ExpireAt: number;
}

/** GET /api/downCenter/Templates: the file templates administrators keep (module FileTemplate). */
export interface FileTemplateEntry {
  Id: string;
  Name: string;
  Remark: string | null;
  FileName: string | null;
  Size: number | null;
  Create_Time: string;
}
