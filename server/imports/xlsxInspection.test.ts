import { describe, expect, it } from 'vitest';
import { entriesProblem } from './xlsxInspection.js';

const workbook = { name: 'xl/workbook.xml', compressedSize: 500, uncompressedSize: 2000 };

describe('zip inspection of an uploaded workbook', () => {
  it('passes an ordinary workbook', () => {
    expect(entriesProblem([workbook, { name: 'xl/worksheets/sheet1.xml', compressedSize: 4_000_000, uncompressedSize: 40_000_000 }])).toBeNull();
  });

  it('refuses a part that inflates more than 200:1 beyond 1 MB, and too much in total, as 413', () => {
    expect(entriesProblem([workbook, { name: 'xl/worksheets/sheet1.xml', compressedSize: 60_000, uncompressedSize: 64 * 1024 * 1024 }])?.statusCode).toBe(413);
    const many = Array.from({ length: 5 }, (_, i) => ({ name: `xl/media/p${i}.bin`, compressedSize: 90_000_000, uncompressedSize: 90_000_000 }));
    expect(entriesProblem([workbook, ...many])?.statusCode).toBe(413);
    // A small part may compress as well as it likes (styles, empty sheets).
    expect(entriesProblem([workbook, { name: 'xl/styles.xml', compressedSize: 10, uncompressedSize: 100_000 }])).toBeNull();
  });

  it('refuses external links, macros and a zip that is no workbook as 400', () => {
    expect(entriesProblem([workbook, { name: 'xl/externalLinks/externalLink1.xml', compressedSize: 1, uncompressedSize: 1 }])?.message).toBe(
      '导入文件含有外部链接,请删除外部链接后再导入',
    );
    expect(entriesProblem([workbook, { name: 'xl/vbaProject.bin', compressedSize: 1, uncompressedSize: 1 }])?.message).toBe(
      '导入文件含有宏,请另存为不含宏的 .xlsx 后再导入',
    );
    expect(entriesProblem([{ name: 'word/document.xml', compressedSize: 1, uncompressedSize: 1 }])?.statusCode).toBe(400);
  });

  it('refuses more than 2,000 parts', () => {
    const parts = Array.from({ length: 2001 }, (_, i) => ({ name: `p${i}`, compressedSize: 1, uncompressedSize: 1 }));
    expect(entriesProblem([workbook, ...parts])?.statusCode).toBe(413);
  });
});
