// The sheet parser's worker thread (D-IMPORT-2): SheetJS reads the first sheet here, off the request thread, with
// a bounded heap, so a hostile workbook ends this worker (the caller answers 400/413) and never the server.
// Plain JavaScript: a worker started by the server, the tests or the bench must load without a TypeScript loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const { file, maxRows, maxColumns, maxCellChars } = workerData;

const pad = (n) => String(n).padStart(2, '0');

/** A cell as the text a person typed: dates as YYYY-MM-DD (with the time when it has one), numbers plainly. */
function cellText(cell) {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.v instanceof Date) {
    const d = cell.v;
    const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const hasTime = d.getHours() + d.getMinutes() + d.getSeconds() > 0;
    return hasTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : day;
  }
  if (typeof cell.v === 'boolean') return cell.v ? '是' : '否';
  const text = String(cell.v).trim();
  return text.length > maxCellChars ? text.slice(0, maxCellChars) : text;
}

function parse() {
  const data = fs.readFileSync(file);
  // sheetRows bounds the work: one row past the limit is enough to know the sheet is too long.
  const workbook = XLSX.read(data, {
    type: 'buffer',
    cellFormula: true,
    cellDates: true,
    cellHTML: false,
    cellStyles: false,
    dense: true,
    sheets: 0,
    sheetRows: maxRows + 2,
    bookVBA: false,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return { kind: 'empty' };
  const full = XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref'] ?? 'A1');
  if (full.e.r - full.s.r > maxRows) return { kind: 'tooManyRows' };
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  if (range.e.c - range.s.c + 1 > maxColumns) return { kind: 'tooManyColumns' };
  const grid = sheet['!data'] ?? [];
  const rows = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const line = grid[r] ?? [];
    const row = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = line[c];
      if (cell && cell.f !== undefined) return { kind: 'formulas' };
      row.push(cellText(cell));
    }
    rows.push(row);
  }
  if (rows.length - 1 > maxRows) return { kind: 'tooManyRows' };
  return { kind: 'rows', rows };
}

try {
  parentPort.postMessage(parse());
} catch {
  parentPort.postMessage({ kind: 'damaged' });
}
