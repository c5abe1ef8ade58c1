/** Printable HTML pages (hospital letterhead, title, Chinese labels, print date); every value escaped. */
import type { ApiRecord } from '../../contract/index.js';
import { escapeHtml } from '../../core/text/escapeHtml.js';
import { formatCell, type ListColumn } from './printColumns.js';

export interface Letterhead {
  /** The tenant's FullName: the hospital's name. */
  hospital: string;
  title: string;
  printedAt: string;
}

const STYLE = `
body{font-family:"Noto Sans CJK SC","Microsoft YaHei","SimSun",sans-serif;color:#000;margin:24px;font-size:12px}
header{text-align:center;border-bottom:2px solid #000;padding-bottom:8px;margin-bottom:12px}
header .hospital{font-size:20px;font-weight:bold;letter-spacing:2px}
header h1{font-size:16px;margin:6px 0 0}
.meta{display:flex;justify-content:space-between;margin-bottom:8px;color:#333}
table{border-collapse:collapse;width:100%;table-layout:fixed}
th,td{border:1px solid #000;padding:4px 6px;text-align:left;vertical-align:top;word-break:break-all}
th{background:#f0f0f0}
table.record th{width:30%}
td.num{text-align:right}
@media print{body{margin:0}.no-print{display:none}}
`;

function page(head: Letterhead, meta: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(head.title)}</title><style>${STYLE}</style></head>
<body>
<header><div class="hospital">${escapeHtml(head.hospital)}</div><h1>${escapeHtml(head.title)}</h1></header>
<div class="meta"><span>${meta}</span><span>打印日期:${escapeHtml(head.printedAt)}</span></div>
${body}
</body></html>`;
}

const isNumeric = (column: ListColumn): boolean => column.kind === 'number' || column.kind === 'integer';

/** One record: a two-column table of label and value. */
export function renderRecordPage(head: Letterhead, columns: readonly ListColumn[], record: ApiRecord): string {
  const rows = columns.map((column) => `<tr><th>${escapeHtml(column.title)}</th><td>${escapeHtml(formatCell(column, record))}</td></tr>`).join('\n');
  return page(head, '', `<table class="record"><tbody>\n${rows}\n</tbody></table>`);
}

/** A list: header from the descriptions, one row per record, a note when the result was cut at the cap. */
export function renderListPage(head: Letterhead, columns: readonly ListColumn[], records: readonly ApiRecord[], total: number): string {
  const header = `<tr><th style="width:48px">序号</th>${columns.map((column) => `<th>${escapeHtml(column.title)}</th>`).join('')}</tr>`;
  const rows = records
    .map((record, index) => {
      const cells = columns.map((column) => `<td${isNumeric(column) ? ' class="num"' : ''}>${escapeHtml(formatCell(column, record))}</td>`).join('');
      return `<tr><td>${index + 1}</td>${cells}</tr>`;
    })
    .join('\n');
  const meta = records.length < total ? `共${total}条,仅打印前${records.length}条` : `共${total}条`;
  return page(head, escapeHtml(meta), `<table class="list"><thead>${header}</thead><tbody>\n${rows}\n</tbody></table>`);
}
