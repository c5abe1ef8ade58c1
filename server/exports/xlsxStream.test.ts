import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { columnName, openXlsxWriter, xmlText } from './xlsxStream.js';

const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('streamed xlsx', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('a<b>&"c"\u0001\uD800')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('writes batches that SheetJS reads back as one sheet: text stays text, numbers numbers, empty cells empty', async () => {
    const file = path.join(dir, 'book.xlsx');
    const writer = await openXlsxWriter(file, 'sheet1', ['名称', '金额', '编号']);
    for (let batch = 0; batch < 30; batch++) {
      await writer.addRows(Array.from({ length: 1000 }, (_, i) => [`行<${batch}>&"${i}"\u0002`, batch + i / 100, i === 0 ? '' : '0012']));
    }
    await writer.addRows([['合计', 12.5, '']]);
    await writer.close();
    const book = XLSX.read(readFileSync(file));
    expect(book.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
    expect(rows).toHaveLength(30_002);
    expect(rows[0]).toEqual(['名称', '金额', '编号']);
    expect(rows[1]).toEqual(['行<0>&"0"', 0, '']);
    expect(rows[2]).toEqual(['行<0>&"1"', 0.01, '0012']);
    expect(rows.at(-1)).toEqual(['合计', 12.5, '']);
  });
});
