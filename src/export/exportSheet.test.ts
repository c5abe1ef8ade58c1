import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ModuleStruts } from '../../contract/index';
import { listColumns } from '../../core/adapter/listColumns';
import { buildExportSheet, exportFileName } from './exportSheet';
import { writeWorkbook } from './writeWorkbook';

const problem: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String' },
    { Name: 'Leader_Id', Description: '负责人', Type: 'String', Relate: 'Person' },
    { Name: 'ApprovedFunding', Description: '批准经费', Type: 'Decimal' },
    { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal' },
    { Name: 'IsKey', Description: '重点', Type: 'Boolean' },
    { Name: 'Summary', Description: '摘要', Type: 'String', Hide: 'List' },
  ],
};
const columns = listColumns(problem);
const records = [
  { Id: '1', Name: '冠心病风险预测', Leader_Id: 'p1', Leader: { Id: 'p1', Name: '张三' }, ApprovedFunding: 100000.1, ImpactFactor: 3.5, IsKey: true },
  { Id: '2', Name: '肺癌早筛', Leader_Id: 'p2', Leader: { Id: 'p2', Name: '李四' }, ApprovedFunding: '0.2', ImpactFactor: null, IsKey: false },
];

describe('buildExportSheet', () => {
  it('has the descriptions as header, the list texts as cells and a 合计 row summing the money columns', () => {
    expect(buildExportSheet(columns, records)).toEqual([
      ['课题名称', '负责人', '批准经费', '影响因子', '重点'],
      ['冠心病风险预测', '张三', 100000.1, 3.5, '是'],
      ['肺癌早筛', '李四', 0.2, '', '否'],
      ['合计', '', 100000.3, '', ''],
    ]);
  });

  it('has no 合计 row when no column has an aggregate', () => {
    const withoutMoney = columns.filter((column) => column.aggregate === null);
    expect(buildExportSheet(withoutMoney, records).at(-1)).toEqual(['肺癌早筛', '李四', '', '否']);
  });

  it('names the file after the module description', () => {
    expect(exportFileName('课题')).toBe('课题.xlsx');
    expect(exportFileName('a/b')).toBe('a_b.xlsx');
  });
});

describe('the written workbook, read back', () => {
  it('holds one sheet named sheet1 with the header, rows and 合计', () => {
    const bytes = writeWorkbook(buildExportSheet(columns, records));
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    expect(book.SheetNames).toEqual(['sheet1']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.sheet1, { header: 1, defval: '' });
    expect(rows[0]).toEqual(['课题名称', '负责人', '批准经费', '影响因子', '重点']);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual(['合计', '', 100000.3, '', '']);
  });
});
