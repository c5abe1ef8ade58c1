/**
 * BENCH_ONLY=import (D-IMPORT): one import of 100,000 rows × 20 columns with 5 % bad rows through the real server
 * (upload, zip inspection, worker parse, name resolution, validation, batched inserts, error sheet), as rows per
 * second and the process's peak memory above its level before the upload; beside it a bare SheetJS read of the same
 * file in the same run, the floor any import pays. SQLite in a temporary data folder; the catalogue copy adds the
 * 20-column module BenchImport.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { DEFAULT_SCHEMAS_DIR } from '../server/app';
import { multipartFile } from '../tests/server/commonMultipart';
import { startServer } from '../tests/server/helpers';

export const IMPORT_BENCH_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const BAD_SHARE = 0.05;

const FIELDS = [
  {
    Name: 'Code',
    Description: '编号',
    Type: 'String',
    Rules: [{ RuleName: 'required' }, { RuleName: 'unique' }, { RuleName: 'stringLength', RulePars: [1, 30] }],
  },
  ...Array.from({ length: 7 }, (_, i) => ({
    Name: `Text${i + 1}`,
    Description: `文本${i + 1}`,
    Type: 'String',
    Rules: [{ RuleName: 'stringLength', RulePars: [0, 100] }],
  })),
  ...Array.from({ length: 3 }, (_, i) => ({ Name: `Count${i + 1}`, Description: `数量${i + 1}`, Type: 'Int32' })),
  ...Array.from({ length: 3 }, (_, i) => ({ Name: `Amount${i + 1}`, Description: `金额${i + 1}`, Type: 'Decimal' })),
  { Name: 'Date1', Description: '日期1', Type: 'DateTime', Rules: [{ RuleName: 'required' }] },
  { Name: 'Date2', Description: '日期2', Type: 'DateTime' },
  { Name: 'Title', Description: '职称', Type: 'String', EnumItemName: '职称' },
  { Name: 'Education', Description: '学历', Type: 'String', EnumItemName: '学历' },
  { Name: 'Person_Id', Description: '人员', Type: 'String', Relate: 'Person' },
  { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
  { Name: 'Create_User_Id', Description: '填报人', Type: 'String', Relate: 'User', Hide: 'Form' },
  { Name: 'Create_Time', Description: '填报时间', Type: 'DateTime2', Hide: 'Form' },
];

export interface ImportBenchResult {
  rows: number;
  badRows: number;
  fileBytes: number;
  sheetJsReadMs: number;
  importMs: number;
  rowsPerSecond: number;
  peakMemoryMb: number;
  saved: number;
  abnormal: number;
  /** The machine's 1-minute load average at the end: figures from a busy machine read accordingly. */
  loadAverage: number;
}

function memoryMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}

export async function runImportBench(step: (message: string) => void): Promise<ImportBenchResult> {
  const root = mkdtempSync(join(tmpdir(), 'kygl-import-bench-'));
  const schemasDir = join(root, 'schemas');
  cpSync(DEFAULT_SCHEMAS_DIR, schemasDir, { recursive: true });
  writeFileSync(
    join(schemasDir, 'Business', 'BenchImport.json'),
    JSON.stringify({ Name: 'BenchImport', Description: '导入测速', RelateFields: ['Code'], FieldInfoStruts: FIELDS }),
  );
  step('import: starting a server (SQLite) and seeding');
  const server = await startServer({ dataDir: join(root, 'data'), schemasDir, databaseUrl: undefined });
  try {
    const cookie = await server.login('admin');
    const person = (await server.list(cookie, 'Person', { PageSize: 1 })).Data[0];
    const dept = (await server.list(cookie, 'Dept', { PageSize: 1 })).Data[0];
    const personText = `${String(person.Name)}(${String(person.WorkCode)})`;
    const template = await server.call(cookie, { method: 'GET', url: '/api/import/BenchImport/Template' });
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(XLSX.read(template.rawPayload, { type: 'buffer' }).Sheets['导入数据'], { header: 1 });
    const titleAt = header.indexOf('职称');
    const educationAt = header.indexOf('学历');
    step(`import: writing ${IMPORT_BENCH_ROWS} rows × ${header.length} columns`);
    const rows: unknown[][] = [header];
    let badRows = 0;
    for (let i = 0; i < IMPORT_BENCH_ROWS; i++) {
      const bad = i % Math.round(1 / BAD_SHARE) === 7;
      if (bad) badRows++;
      const row = header.map((h) => {
        if (h === '*编号') return `IMP${String(i).padStart(7, '0')}`;
        if (h.startsWith('文本')) return `第${i}行的${h}内容`;
        if (h.startsWith('数量')) return bad && h === '数量1' ? '三' : i % 1000;
        if (h.startsWith('金额')) return (i % 10000) / 100;
        if (h === '*日期1') return bad ? '2025-13-45' : `2025-0${1 + (i % 9)}-1${i % 10}`;
        if (h === '日期2') return '2024-12-31';
        if (h === '人员') return bad ? '查无此人' : personText;
        if (h === '科室') return dept.Name;
        return '';
      });
      row[titleAt] = example[titleAt];
      row[educationAt] = example[educationAt];
      rows.push(row);
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '导入数据');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    rows.length = 0;

    step('import: bare SheetJS read of the same file');
    const readStart = performance.now();
    const parsed = XLSX.read(data, { type: 'buffer', dense: true });
    XLSX.utils.sheet_to_json(parsed.Sheets[parsed.SheetNames[0]], { header: 1 });
    const sheetJsReadMs = performance.now() - readStart;

    global.gc?.();
    const baseline = memoryMb();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryMb());
    }, 50);
    step('import: upload and import through the server');
    const started = performance.now();
    const body = multipartFile('bench.xlsx', data);
    const response = await server.call(cookie, { method: 'POST', url: '/api/import/BenchImport/Upload', payload: body.payload, headers: body.headers });
    if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    const jobId = response.json<{ JobId: string }>().JobId;
    let summary: { Saved: number; Abnormal: number } = { Saved: 0, Abnormal: 0 };
    for (;;) {
      const job = (await server.call(cookie, { method: 'GET', url: `/api/import/Job/${jobId}` })).json<{ Status: string; Summary: typeof summary }>();
      if (job.Status !== 'running') {
        if (job.Status !== 'done') throw new Error(`import ${job.Status}`);
        summary = job.Summary;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const importMs = performance.now() - started;
    clearInterval(sampler);
    return {
      rows: IMPORT_BENCH_ROWS,
      badRows,
      fileBytes: data.length,
      sheetJsReadMs,
      importMs,
      rowsPerSecond: IMPORT_BENCH_ROWS / (importMs / 1000),
      peakMemoryMb: peak - baseline,
      saved: summary.Saved,
      abnormal: summary.Abnormal,
      loadAverage: loadavg()[0],
    };
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export const IMPORT_SECTION_HEADING = '## Excel import (BENCH_ONLY=import)';

export function renderImportResults(result: ImportBenchResult): string {
  return [
    IMPORT_SECTION_HEADING,
    '',
    `${result.rows.toLocaleString('en-US')} rows × 20 columns, ${result.badRows.toLocaleString('en-US')} bad rows (5 %), file ${(result.fileBytes / 1024 / 1024).toFixed(1)} MB, SQLite; ${cpus().length} cores at load average ${result.loadAverage.toFixed(1)}.`,
    '',
    '| Measure | Result |',
    '| --- | --- |',
    `| Bare SheetJS read + sheet_to_json of the file | ${(result.sheetJsReadMs / 1000).toFixed(1)} s |`,
    `| Import through the server (upload → summary) | ${(result.importMs / 1000).toFixed(1)} s, ${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s |`,
    `| Saved / abnormal | ${result.saved.toLocaleString('en-US')} / ${result.abnormal.toLocaleString('en-US')} |`,
    `| Peak process memory above its level before the upload (server + parse worker) | ${Math.round(result.peakMemoryMb)} MB |`,
    '',
  ].join('\n');
}
