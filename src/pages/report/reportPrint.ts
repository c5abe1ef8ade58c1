/** The print view of a report — title, filters, the chart as an image, the table with 合计 — as one HTML page. */
import type { ReportTableModel } from './reportTable';
import { TRUNCATED_NOTE } from './reportTable';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only an image ECharts drew may go into the page: a data: URL of PNG or SVG. */
const safeImage = (url: string | null) => (url && /^data:image\/(png|svg\+xml)[;,]/.test(url) ? url : null);

export function reportPrintHtml(input: { title: string; filtersLine: string; table: ReportTableModel; truncated: boolean; chartImage: string | null }): string {
  const { title, filtersLine, table, truncated } = input;
  const image = safeImage(input.chartImage);
  const head = table.columns.map((column) => `<th>${escape(column.title)}</th>`).join('');
  const row = (cells: Record<string, string>, total = false) =>
    `<tr${total ? ' class="total"' : ''}>${table.columns
      .map((column) => `<td${column.format !== null ? ' class="num"' : ''}>${escape(cells[column.key] ?? '')}</td>`)
      .join('')}</tr>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;margin:24px;color:#000}
h1{font-size:20px;text-align:center;margin:0 0 8px}
.filters{color:#333;margin:0 0 12px;font-size:13px}
img{display:block;max-width:100%;margin:0 auto 16px}
table{border-collapse:collapse;width:100%;font-size:12px}
th,td{border:1px solid #999;padding:4px 6px}
th{background:#f0f0f0}
td.num{text-align:right}
tr.total td{font-weight:bold}
.note{color:#a00;font-size:12px}
</style></head><body>
<h1>${escape(title)}</h1>
<p class="filters">${escape(filtersLine)}</p>
${image ? `<img alt="${escape(title)}" src="${image}">` : ''}
${truncated ? `<p class="note">${TRUNCATED_NOTE}</p>` : ''}
<table><thead><tr>${head}</tr></thead><tbody>
${table.rows.map((r) => row(r.cells)).join('\n')}
${row(table.total.cells, true)}
</tbody></table></body></html>`;
}
