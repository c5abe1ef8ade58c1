/**
 * The download centre's jobs (table ServerJob, D-DOWN-1): an import or a large export running on the server, its
 * progress, and the file it leaves (an import's error sheet, an export's workbook) in the download centre's file
 * store (DATA_DIR/downloads, or the bucket of FILES_URL: every instance serves it). A job is its owner's alone; it
 * and its file are removed once expired or deleted, the file first, so a file whose removal failed keeps its row and
 * the next sweep (on any instance) tries again.
 */
import { stat } from 'node:fs/promises';
import type { Updateable } from 'kysely';
import type { ServerJob, ServerJobStatus } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import type { Db } from '../platform/db/types.js';
import { removeIfPresent, safeKey, type FileStore } from '../resources/index.js';

/** A job as its owner sees it: the wire's ServerJob. */
export type JobView = ServerJob;
export type JobKind = ServerJob['Kind'];
export type JobStatus = ServerJobStatus;
export type JobRow = InternalRow<'ServerJob'>;

/**
 * A running job writes a step at least every batch (seconds apart); one silent this long was running in a process
 * that ended (a restart, a crash) and will never finish. Any instance may say so: a live job elsewhere keeps stepping.
 */
export const STALLED_JOB_MS = 10 * 60 * 1000;
export const JOB_INTERRUPTED = '任务已中断(服务器已重启),请重新操作';

function parseSummary(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function toJobView(row: JobRow): JobView {
  return {
    Id: row.Id,
    Kind: row.Kind as JobKind,
    Title: row.Title,
    ModuleName: row.ModuleName,
    Status: row.Status as JobStatus,
    Progress: row.Progress,
    Summary: parseSummary(row.Summary),
    FileName: row.FileName,
    Size: row.Size,
    Create_Time: row.Create_Time,
    ExpireAt: row.ExpireAt,
  };
}

export class JobStore {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly expireMs: number,
  ) {}

  async create(ownerId: string, kind: JobKind, title: string, moduleName: string): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('ServerJob')
      .values({
        Id: id,
        Owner_Id: ownerId,
        Kind: kind,
        Title: title,
        ModuleName: moduleName,
        Status: 'running',
        Progress: 0,
        Summary: null,
        FileName: null,
        StoredName: null,
        Size: null,
        Create_Time: nowText(),
        ExpireAt: Date.now() + this.expireMs,
        UpdatedAt: Date.now(),
      })
      .execute();
    return id;
  }

  async progress(id: string, progress: number, summary?: unknown): Promise<void> {
    const changes: Updateable<JobRow> = { Progress: Math.max(0, Math.min(100, Math.floor(progress))), UpdatedAt: Date.now() };
    if (summary !== undefined) changes.Summary = JSON.stringify(summary);
    await this.db.updateTable('ServerJob').set(changes).where('Id', '=', id).execute();
  }

  /**
   * Stores the finished file (its temporary file is gone afterwards) and marks the job done; the expiry counts from
   * now. A job its owner deleted while it ran (ExpireAt 0, remove()) stays deleted and keeps no file.
   */
  async finish(id: string, summary: unknown, file?: { tempPath: string; fileName: string }): Promise<void> {
    const changes: Updateable<JobRow> = { Status: 'done', Progress: 100, Summary: JSON.stringify(summary), ExpireAt: Date.now() + this.expireMs };
    let storedName: string | null = null;
    if (file) {
      const key = `${id}.xlsx`;
      try {
        changes.Size = (await stat(file.tempPath)).size;
        await this.files.put(key, file.tempPath);
      } finally {
        await removeIfPresent(file.tempPath);
      }
      storedName = key;
      changes.StoredName = key;
      changes.FileName = file.fileName;
    }
    let updated = 0;
    try {
      const result = await this.db.updateTable('ServerJob').set(changes).where('Id', '=', id).where('ExpireAt', '>', 0).executeTakeFirst();
      updated = Number(result.numUpdatedRows);
    } finally {
      if (storedName && updated === 0) await this.files.remove(storedName).catch(() => undefined);
    }
  }

  async fail(id: string, message: string): Promise<void> {
    await this.db
      .updateTable('ServerJob')
      .set({ Status: 'failed', Summary: JSON.stringify({ Message: message }) })
      .where('Id', '=', id)
      .execute();
  }

  /** The owner's job, or undefined (someone else's job does not exist for them). */
  async ownJob(ownerId: string, id: string, now = Date.now()): Promise<JobRow | undefined> {
    const row = await this.db.selectFrom('ServerJob').selectAll().where('Id', '=', id).where('Owner_Id', '=', ownerId).executeTakeFirst();
    return row && row.ExpireAt > now ? row : undefined;
  }

  async ownJobs(ownerId: string, now = Date.now()): Promise<JobView[]> {
    const rows = await this.db
      .selectFrom('ServerJob')
      .selectAll()
      .where('Owner_Id', '=', ownerId)
      .where('ExpireAt', '>', now)
      .orderBy('Create_Time', 'desc')
      .limit(200)
      .execute();
    return rows.map(toJobView);
  }

  /**
   * Deletes the owner's job and its file. The job is hidden at once (expired); should its file's removal fail, the
   * sweep removes both later.
   */
  async remove(ownerId: string, id: string): Promise<boolean> {
    const row = await this.ownJob(ownerId, id);
    if (!row) return false;
    await this.db.updateTable('ServerJob').set({ ExpireAt: 0 }).where('Id', '=', id).execute();
    await this.discard(row).catch(() => undefined);
    return true;
  }

  /** The file first, then the row: a row never outlives a removal that failed unnoticed. */
  private async discard(row: Pick<JobRow, 'Id' | 'StoredName'>): Promise<void> {
    if (row.StoredName) await this.files.remove(safeKey(row.StoredName));
    await this.db.deleteFrom('ServerJob').where('Id', '=', row.Id).execute();
  }

  /** Marks failed the running jobs that stopped stepping (their process ended); answers how many. */
  async failStalled(now = Date.now()): Promise<number> {
    const result = await this.db
      .updateTable('ServerJob')
      .set({ Status: 'failed', Summary: JSON.stringify({ Message: JOB_INTERRUPTED }), UpdatedAt: now })
      .where('Status', '=', 'running')
      .where((eb) => eb.or([eb('UpdatedAt', 'is', null), eb('UpdatedAt', '<', now - STALLED_JOB_MS)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Removes expired jobs and their files; answers how many. One that fails stays for the next sweep. */
  async sweepExpired(now = Date.now()): Promise<number> {
    const rows = await this.db.selectFrom('ServerJob').select(['Id', 'StoredName']).where('ExpireAt', '<=', now).execute();
    let removed = 0;
    for (const row of rows) {
      try {
        await this.discard(row);
        removed += 1;
      } catch {
        // The store did not answer: the row keeps pointing at the file until a sweep succeeds.
      }
    }
    return removed;
  }

  /** The store key of a job's file, or null when it left none. */
  fileKey(row: JobRow): string | null {
    return row.StoredName ? safeKey(row.StoredName) : null;
  }
}
