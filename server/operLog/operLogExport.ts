/**
 * The 操作日志's export: the filtered lines, newest first, written by a job of the download centre through the
 * server export's streamed workbook (exports/), a batch at a time from an anchor as the page reads them, each field's
 * values as people read them (the 修改记录's formatter, records/changeHistoryRead.ts). It stops at Excel's row limit.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_SERVER_EXPORT_ROWS } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { JobStore } from '../downloads/index.js';
import { openXlsxWriter } from '../exports/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { removeIfPresent, newTempUploadPath, uploadingDir } from '../resources/index.js';
import { shownEntries } from '../records/index.js';
import type { OperLogFilter } from './operLogFilter.js';
import { filteredQuery, LINE_COLUMNS, moduleTitle, type StoredLine } from './operLogQuery.js';

export const EXPORT_BATCH_LINES = 1_000;
const HEADER = ['时间', '人员', '地址', '操作', '模块', '记录编号', '修改内容'];
/** Excel keeps at most 32,767 characters in a cell. */
const CELL_MAX = 32_000;

export interface OperLogExportRun {
  filter: OperLogFilter;
  /** The fields of a module the reader may not see (personal ones): only 已修改 is written for them. */
  withheldFor: (module: CatalogueModule) => Promise<readonly string[]>;
}

/** The lines' 修改内容, as the 修改记录 shows them: one `标签: 旧 → 新` a line of the cell. */
async function changeTexts(ctx: AppContext, lines: readonly StoredLine[], run: OperLogExportRun): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const byModule = new Map<string, StoredLine[]>();
  for (const line of lines) byModule.set(line.ModuleName, [...(byModule.get(line.ModuleName) ?? []), line]);
  for (const [name, moduleLines] of byModule) {
    const module = ctx.catalogue.find(name);
    if (!module) continue;
    const entries = await shownEntries(ctx, module, moduleLines, await run.withheldFor(module));
    for (const entry of entries) {
      const text = entry.Changes.map((change) =>
        change.Hidden ? `${change.Label}: ${change.New}` : `${change.Label}: ${change.Old || '(空)'} → ${change.New || '(空)'}`,
      ).join('\n');
      texts.set(entry.Id, text.slice(0, CELL_MAX));
    }
  }
  return texts;
}

export async function runOperLogExport(ctx: AppContext, jobs: JobStore, jobId: string, run: OperLogExportRun): Promise<number> {
  const tempPath = await newTempUploadPath(uploadingDir(ctx.dataDir));
  const writer = await openXlsxWriter(tempPath, '操作日志', HEADER);
  try {
    let written = 0;
    let anchor: string | undefined;
    for (;;) {
      const query = await filteredQuery(ctx.db, run.filter, anchor);
      const lines = (await query
        .select([...LINE_COLUMNS])
        .limit(EXPORT_BATCH_LINES)
        .execute()) as StoredLine[];
      const kept = lines.slice(0, MAX_SERVER_EXPORT_ROWS - written);
      const texts = await changeTexts(ctx, kept, run);
      await writer.addRows(
        kept.map((line) => [
          line.Time,
          line.UserName,
          line.Address,
          line.Action,
          moduleTitle(ctx.catalogue, line.ModuleName),
          line.Record_Id,
          texts.get(line.Id) ?? '',
        ]),
      );
      written += kept.length;
      // No total is counted (ten million lines): the progress creeps up by batches until the end says 100.
      await jobs.progress(jobId, Math.min(95, written / 1000), { Rows: written });
      if (lines.length < EXPORT_BATCH_LINES || written >= MAX_SERVER_EXPORT_ROWS) break;
      anchor = lines[lines.length - 1]?.Id;
      await nextTurn();
    }
    await writer.close();
    await jobs.finish(jobId, { Rows: written }, { tempPath, fileName: `操作日志_${new Date().toISOString().slice(0, 10)}.xlsx` });
    return written;
  } catch (error) {
    await writer.abort();
    await removeIfPresent(tempPath);
    throw error;
  }
}
