/**
 * The download centre's jobs (table ServerJob, D-DOWN-1): an import or a large export running on the server, its
 * progress, and the file it leaves (an import's error sheet, an export's workbook) in DATA_DIR/downloads. A job
 * is its owner's alone; it and its file are removed once expired.
 */
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerJob, ServerJobStatus } from '../../contract/index.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { removeIfPresent } from '../resources/uploadTemp.js';

/** A job as its owner sees it: the wire's ServerJob. */
export type JobView = ServerJob;
export type JobKind = ServerJob['Kind'];
export type JobStatus = ServerJobStatus;

/**
 * A running job writes a step at least every batch (seconds apart); one silent this long was running in a process
 * that ended (a restart, a crash) and will never finish. Any instance may say so: a live job elsewhere keeps stepping.
 */
export const STALLED_JOB_MS = 10 * 60 * 1000;
export const JOB_INTERRUPTED = '任务已中断(服务器已重启),请重新操作';

export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, 'downloads');
}

function parseSummary(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function toJobView(row: Row): JobView {
  return {
    Id: String(row.Id), Kind: row.Kind as JobKind, Title: String(row.Title ?? ''), ModuleName: String(row.ModuleName ?? ''),
    Status: row.Status as JobStatus, Progress: Number(row.Progress ?? 0), Summary: parseSummary(row.Summary),
    FileName: row.FileName === null || row.FileName === undefined ? null : String(row.FileName),
    Size: row.Size === null || row.Size === undefined ? null : Number(row.Size),
    Create_Time: String(row.Create_Time ?? ''), ExpireAt: Number(row.ExpireAt ?? 0),
  };
}

export class JobStore {
  constructor(private readonly db: Db, private readonly dataDir: string, private readonly expireMs: number) {}

  async create(ownerId: string, kind: JobKind, title: string, moduleName: string): Promise<string> {
    const id = newId();
    await this.db.insertInto('ServerJob').values({
      Id: id, Owner_Id: ownerId, Kind: kind, Title: title, ModuleName: moduleName, Status: 'running', Progress: 0,
      Summary: null, FileName: null, StoredName: null, Size: null, Create_Time: nowText(), ExpireAt: Date.now() + this.expireMs,
      UpdatedAt: Date.now(),
    }).execute();
    return id;
  }

  async progress(id: string, progress: number, summary?: unknown): Promise<void> {
    const changes: Row = { Progress: Math.max(0, Math.min(100, Math.floor(progress))), UpdatedAt: Date.now() };
    if (summary !== undefined) changes.Summary = JSON.stringify(summary);
    await this.db.updateTable('ServerJob').set(changes).where('Id', '=', id).execute();
  }

  /** Moves the finished file into the downloads folder and marks the job done; the expiry counts from now. */
  async finish(id: string, summary: unknown, file?: { tempPath: string; fileName: string }): Promise<void> {
    const changes: Row = { Status: 'done', Progress: 100, Summary: JSON.stringify(summary), ExpireAt: Date.now() + this.expireMs };
    if (file) {
      const dir = downloadsDir(this.dataDir);
      await mkdir(dir, { recursive: true });
      const storedName = `${id}.xlsx`;
      await rename(file.tempPath, path.join(dir, storedName));
      changes.StoredName = storedName;
      changes.FileName = file.fileName;
      changes.Size = (await stat(path.join(dir, storedName))).size;
    }
    await this.db.updateTable('ServerJob').set(changes).where('Id', '=', id).execute();
  }

  async fail(id: string, message: string): Promise<void> {
    await this.db.updateTable('ServerJob').set({ Status: 'failed', Summary: JSON.stringify({ Message: message }) }).where('Id', '=', id).execute();
  }

  /** The owner's job, or undefined (someone else's job does not exist for them). */
  async ownJob(ownerId: string, id: string, now = Date.now()): Promise<Row | undefined> {
    const row = await this.db.selectFrom('ServerJob').selectAll().where('Id', '=', id).where('Owner_Id', '=', ownerId).executeTakeFirst();
    return row && Number(row.ExpireAt) > now ? row : undefined;
  }

  async ownJobs(ownerId: string, now = Date.now()): Promise<JobView[]> {
    const rows = await this.db.selectFrom('ServerJob').selectAll().where('Owner_Id', '=', ownerId).where('ExpireAt', '>', now)
      .orderBy('Create_Time', 'desc').limit(200).execute();
    return rows.map(toJobView);
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const row = await this.ownJob(ownerId, id);
    if (!row) return false;
    await this.db.deleteFrom('ServerJob').where('Id', '=', id).execute();
    if (row.StoredName) await removeIfPresent(path.join(downloadsDir(this.dataDir), path.basename(String(row.StoredName))));
    return true;
  }

  /** Marks failed the running jobs that stopped stepping (their process ended); answers how many. */
  async failStalled(now = Date.now()): Promise<number> {
    const result = await this.db.updateTable('ServerJob')
      .set({ Status: 'failed', Summary: JSON.stringify({ Message: JOB_INTERRUPTED }), UpdatedAt: now })
      .where('Status', '=', 'running')
      .where((eb) => eb.or([eb('UpdatedAt', 'is', null), eb('UpdatedAt', '<', now - STALLED_JOB_MS)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Removes expired jobs and their files; answers how many. */
  async sweepExpired(now = Date.now()): Promise<number> {
    const rows = await this.db.selectFrom('ServerJob').select(['Id', 'StoredName']).where('ExpireAt', '<=', now).execute();
    for (const row of rows) {
      await this.db.deleteFrom('ServerJob').where('Id', '=', String(row.Id)).execute();
      if (row.StoredName) await removeIfPresent(path.join(downloadsDir(this.dataDir), path.basename(String(row.StoredName))));
    }
    return rows.length;
  }

  filePath(row: Row): string | null {
    return row.StoredName ? path.join(downloadsDir(this.dataDir), path.basename(String(row.StoredName))) : null;
  }
}
