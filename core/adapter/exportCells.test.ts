import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index.js';
import { exportHeader, exportRow, exportTotals } from './exportCells.js';
import { listColumns } from './listColumns.js';

const struts: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String' },
    { Name: 'Status', Description: '状态', Type: 'String', EnumValues: [{ Key: '1', Value: '在研' }] },
    { Name: 'ApprovedFunding', Description: '批准经费', Type: 'Decimal' },
    { Name: 'StartDate', Description: '开始日期', Type: 'DateTime' },
  ],
};
const columns = listColumns(struts);

describe('export cells, row by row', () => {
  it('renders each row as the list shows it and keeps money a number', () => {
    expect(exportHeader(columns)).toEqual(['课题名称', '状态', '批准经费', '开始日期']);
    expect(exportRow(columns, { Name: '甲', Status: '1', ApprovedFunding: '12.5', StartDate: '2025-03-01T08:00:00' })).toEqual([
      '甲',
      '在研',
      12.5,
      '2025-03-01',
    ]);
    expect(exportRow(columns, { Name: null, Status: null, ApprovedFunding: null, StartDate: null })).toEqual(['', '', '', '']);
  });

  it('adds the 合计 up across batches in whole cents', () => {
    const totals = exportTotals(columns);
    for (let batch = 0; batch < 3; batch++) {
      for (let i = 0; i < 10; i++) totals.add(exportRow(columns, { Name: 'x', ApprovedFunding: 0.1 }));
    }
    expect(totals.row()).toEqual(['合计', '', 3, '']);
    expect(exportTotals(listColumns({ ...struts, FieldInfoStruts: struts.FieldInfoStruts.slice(0, 1) })).row()).toBeNull();
  });
});
