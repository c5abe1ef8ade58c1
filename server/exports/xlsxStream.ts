/**
 * An .xlsx of one sheet written row batch by row batch (D-DOWN-3): the sheet's XML goes through a streamed zip entry,
 * so a million rows never sit in memory. Strings are inline (no shared-string table to keep), numbers are numbers,
 * column widths as the browser's writer sets them; Excel, WPS and SheetJS read it as the browser's export.
 */
import { exportColumnWidth, type SheetCell } from '../../core/adapter/exportCells.js';
import { ZipStream } from './zipStream.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

// Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks, lone surrogates).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A (0-based) column index as Excel names it: A … Z, AA … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: SheetCell, ref: string): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (cell === '') return '';
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

export function rowXml(cells: readonly SheetCell[], rowNumber: number): string {
  return `<row r="${rowNumber}">${cells.map((cell, index) => cellXml(cell, `${columnName(index)}${rowNumber}`)).join('')}</row>`;
}

export interface XlsxWriter {
  /** Appends rows (awaited: the file's pace holds the caller). */
  addRows(rows: ReadonlyArray<readonly SheetCell[]>): Promise<void>;
  /** Ends the sheet and the file. */
  close(): Promise<void>;
  abort(): Promise<void>;
}

/** Opens `file` for a workbook of one sheet named `sheetName`, whose first row is `header`. */
export async function openXlsxWriter(file: string, sheetName: string, header: readonly SheetCell[]): Promise<XlsxWriter> {
  const zip = new ZipStream(file);
  try {
    await zip.addWhole('[Content_Types].xml', CONTENT_TYPES);
    await zip.addWhole('_rels/.rels', ROOT_RELS);
    await zip.addWhole(
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    await zip.addWhole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    const sheet = await zip.begin('xl/worksheets/sheet1.xml');
    const cols = header.map((cell, index) => `<col min="${index + 1}" max="${index + 1}" width="${exportColumnWidth(cell)}" customWidth="1"/>`).join('');
    await sheet.add(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rowXml(header, 1)}`);
    let next = 2;
    return {
      async addRows(rows) {
        if (rows.length === 0) return;
        await sheet.add(rows.map((row) => rowXml(row, next++)).join(''));
      },
      async close() {
        await sheet.add('</sheetData></worksheet>');
        await sheet.end();
        await zip.close();
      },
      abort: () => zip.abort(),
    };
  } catch (error) {
    await zip.abort();
    throw error;
  }
}
