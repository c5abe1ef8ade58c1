/**
 * Runs one import after the sheet is parsed (D-IMPORT-5): rows are read and checked in batches; each batch is one
 * transaction, so a crash leaves whole batches or none. Valid rows are stored as they are, invalid ones with
 * HasException = 1, the reasons per cell and a remark saying where they came from. A row whose unique value is
 * already stored is skipped: the same file imported twice adds nothing the second time. Every stored row has its
 * change-history line (导入), written in its batch's transaction.
 */
import { writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { AppContext } from '../appContext.js';
import { EXCEPTION_REASON, HAS_EXCEPTION, IMPORT_REMARK } from '../platform/catalogue/importColumns.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { newId } from '../platform/db/ids.js';
import { serializableWrite } from '../platform/db/serializableWrite.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';
import { applyComputedFields, isUnique, writeChanges, type Actor } from '../records/index.js';
import { newTempUploadPath, uploadingDir } from '../resources/index.js';
import type { JobStore } from '../downloads/index.js';
import { IMPORT_BATCH_ROWS } from './importLimits.js';
import { CELL_MESSAGES } from './importMessages.js';
import { NameResolver } from './nameResolver.js';
import { readRow, reasonText, type CellProblem } from './rowReader.js';
import type { TemplateColumn } from './templateColumns.js';
import { buildErrorSheet } from './templateWorkbook.js';
import type { ImportSummary } from '../../contract/index.js';

export type { ImportSummary };

export interface ImportInput {
  module: CatalogueModule;
  columns: ReadonlyArray<TemplateColumn | null>;
  /** Data rows (no header), and the sheet line of each. */
  rows: string[][];
  lines: number[];
  headerRow: string[];
  fileName: string;
  actor: Actor;
}

interface PreparedRow {
  line: number;
  cells: string[];
  values: Row;
  problems: CellProblem[];
}

const REMARK_MAX = 500;
const PARAMETERS_PER_INSERT = 20_000;

/** Unique values of the batch already stored (one query per unique field). */
async function storedUniqueValues(trx: Db, module: CatalogueModule, field: string, values: unknown[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await trx.selectFrom(module.name).select(sql.ref<string>(field).as('v')).where(sql.ref(field), 'in', values).execute();
  return new Set(rows.map((row) => String(row.v)));
}

export async function runImport(ctx: AppContext, jobs: JobStore, jobId: string, input: ImportInput): Promise<ImportSummary> {
  const { module, columns, rows, actor } = input;
  const resolver = new NameResolver(ctx.db, ctx.catalogue);
  const uniqueFields = module.storedFields.filter(isUnique).map((f) => f.Name);
  const firstLineOf = new Map<string, number>();
  const summary: ImportSummary = { Read: rows.length, Saved: 0, Abnormal: 0, Skipped: 0, HasErrorFile: false };
  const errorRows: Array<{ line: number; cells: string[]; reason: string }> = [];
  const remarkHead = `导入自 ${input.fileName.slice(0, 100)}`;

  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch: PreparedRow[] = [];
    for (let i = start; i < Math.min(rows.length, start + IMPORT_BATCH_ROWS); i++) {
      const line = input.lines[i] ?? i + 2;
      const read = await readRow(module, columns, rows[i], resolver);
      // Fields the server computes on every write (the management fee) are computed here too.
      applyComputedFields(module, read.values);
      // The same unique value twice in one file: the second is abnormal and keeps no value, so nothing collides.
      for (const name of uniqueFields) {
        const value = read.values[name];
        if (value === null || value === '') continue;
        const key = `${name}\u0000${String(value)}`;
        const first = firstLineOf.get(key);
        if (first === undefined) firstLineOf.set(key, line);
        else {
          read.problems.push({ header: module.fieldsByName.get(name)?.Description ?? name, message: CELL_MESSAGES.duplicateInFile(first) });
          read.values[name] = null;
        }
      }
      batch.push({ line, cells: rows[i], ...read });
    }
    const now = nowText();
    let saved = 0,
      abnormal = 0,
      skipped = 0;
    const batchErrors: typeof errorRows = [];
    await serializableWrite(ctx.db, ctx.dialect, async (trx) => {
      saved = 0;
      abnormal = 0;
      skipped = 0;
      batchErrors.length = 0;
      const taken = new Map<string, Set<string>>();
      for (const name of uniqueFields) {
        taken.set(
          name,
          await storedUniqueValues(
            trx,
            module,
            name,
            batch.map((r) => r.values[name]).filter((v) => v !== null && v !== ''),
          ),
        );
      }
      const inserts: Row[] = [];
      for (const row of batch) {
        if (uniqueFields.some((name) => row.values[name] !== null && taken.get(name)?.has(String(row.values[name])))) {
          skipped++;
          continue;
        }
        const bad = row.problems.length > 0;
        const reason = bad ? reasonText(row.problems) : null;
        if (bad) {
          abnormal++;
          batchErrors.push({ line: row.line, cells: row.cells, reason: reason ?? '' });
        }
        saved++;
        inserts.push({
          ...row.values,
          [HAS_EXCEPTION]: bad ? 1 : 0,
          [EXCEPTION_REASON]: reason,
          [IMPORT_REMARK]: `${remarkHead} 第 ${row.line} 行`.slice(0, REMARK_MAX),
          Id: newId(),
          Create_Time: now,
          Modify_Time: now,
          Create_User_Id: actor.userId,
          Modify_User_Id: actor.userId,
          RowVersion: 1,
        });
      }
      // Bound the statement's parameters (SQLite allows 32,766, PostgreSQL 65,535) whatever the module's width.
      const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / (module.storedFields.length + 6)));
      for (let i = 0; i < inserts.length; i += perStatement) {
        await trx
          .insertInto(module.name)
          .values(inserts.slice(i, i + perStatement))
          .execute();
      }
      // Each stored row's change-history line (导入), in the batch's transaction: no imported row stands without it.
      await writeChanges(
        trx,
        module,
        '导入',
        actor,
        inserts.map((row) => ({ recordId: String(row.Id), before: null, after: row })),
      );
    });
    summary.Saved += saved;
    summary.Abnormal += abnormal;
    summary.Skipped += skipped;
    errorRows.push(...batchErrors);
    await jobs.progress(jobId, ((start + batch.length) / Math.max(1, rows.length)) * 99, summary);
  }

  let file: { tempPath: string; fileName: string } | undefined;
  if (errorRows.length > 0) {
    const tempPath = await newTempUploadPath(uploadingDir(ctx.dataDir));
    await writeFile(tempPath, await buildErrorSheet(input.headerRow, errorRows));
    file = { tempPath, fileName: `${module.definition.Description}导入异常数据.xlsx` };
    summary.HasErrorFile = true;
  }
  ctx.recordHooks.hooksFor(module.name).afterCommit?.(ctx);
  await jobs.finish(jobId, summary, file);
  return summary;
}
