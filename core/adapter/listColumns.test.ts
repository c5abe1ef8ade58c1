import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index.js';
import { listColumns, statusBesideName, type ListColumn } from './listColumns.js';
import { formatCell, formatFileSize, formatMoney, rangeText, relatedLabel } from './formatValue.js';

const problem: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name', 'Code'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String', Sortable: true },
    { Name: 'Code', Description: '课题编号', Type: 'String' },
    { Name: 'Leader_Id', Description: '负责人', Type: 'String', Relate: 'Person' },
    { Name: 'ApprovedFunding', Description: '批准经费', Type: 'Decimal' },
    { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal' },
    { Name: 'IsKey', Description: '重点', Type: 'Boolean' },
    { Name: 'Summary', Description: '摘要', Type: 'String', Hide: 'List' },
    { Name: 'Secret', Description: '内部', Type: 'String', Hide: 'All' },
    { Name: 'Note', Description: '说明', Type: 'String', Hide: 'Form' },
    { Name: 'HasException', Description: '是否异常', Type: 'Boolean' },
  ],
};

describe('list columns', () => {
  it('come from the descriptors, leaving out fields hidden for List or All', () => {
    expect(listColumns(problem).map((column) => column.key)).toEqual(['Name', 'Code', 'Leader_Id', 'ApprovedFunding', 'ImpactFactor', 'IsKey', 'Note']);
  });

  it("take the width an administrator gave a field (ColumnWidth), else the list's own", () => {
    const widened = { ...problem, FieldInfoStruts: problem.FieldInfoStruts.map((field) => (field.Name === 'Code' ? { ...field, ColumnWidth: 180 } : field)) };
    expect(listColumns(widened).map((column) => column.width)).toEqual([300, 180, 100, 100, 100, 100, 100]);
  });

  it('are 300px for Title and Name, 100px otherwise, and sortable as described', () => {
    const [name, code] = listColumns(problem);
    expect(name).toMatchObject({ width: 300, sortable: true, linksToRecord: true });
    expect(code).toMatchObject({ width: 100, sortable: false, linksToRecord: false });
  });

  it('show the exception columns only when asked (abnormal rows)', () => {
    expect(listColumns(problem, { showExceptionColumns: true }).map((column) => column.key)).toContain('HasException');
  });

  it('format related names, money, booleans', () => {
    const columns = Object.fromEntries(listColumns(problem).map((column) => [column.key, column]));
    const row = {
      Id: '1',
      Leader_Id: 'p1',
      Leader: { Id: 'p1', Name: '张三', WorkCode: '100234' },
      ApprovedFunding: 1234567.5,
      ImpactFactor: 12.345,
      IsKey: 1,
    };
    expect(formatCell(columns.Leader_Id, row)).toBe('张三(100234)');
    expect(formatCell(columns.ApprovedFunding, row)).toBe('1,234,567.50');
    expect(formatCell(columns.ImpactFactor, row)).toBe('12.345');
    expect(formatCell(columns.IsKey, row)).toBe('是');
  });
});

describe('value formats', () => {
  it('money has two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('98765.432')).toBe('98,765.43');
    expect(formatMoney(null)).toBe('');
  });

  it('file sizes go KB, MB, GB with two decimals', () => {
    expect(formatFileSize(512)).toBe('0.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(3.5 * 1024 ** 3)).toBe('3.50 GB');
  });

  it('related labels and the footer text', () => {
    expect(relatedLabel({ Id: 'd1', Name: '心血管内科' })).toBe('心血管内科');
    expect(rangeText(35, [11, 20])).toBe('11-20 of 35');
    expect(rangeText(10000, [1, 10], true)).toBe('1-10 of 10000+');
  });
});

describe('the order of list columns (the screen, its export and its print)', () => {
  const column = (key: string, linksToRecord = false): ListColumn => ({
    key,
    title: key,
    width: 100,
    sortable: false,
    kind: 'text',
    money: false,
    relatedObject: null,
    linksToRecord,
    options: null,
    aggregate: null,
  });

  it('puts an approval state right after the column naming the record', () => {
    const columns = [column('Title', true), column('Journal_Id'), column('ImpactFactor'), column('FlowStatus'), column('Create_Time')];
    expect(statusBesideName(columns).map((c) => c.key)).toEqual(['Title', 'FlowStatus', 'Journal_Id', 'ImpactFactor', 'Create_Time']);
    expect(statusBesideName([column('Name', true), column('Code')]).map((c) => c.key)).toEqual(['Name', 'Code']);
    // No link column: the state goes first.
    expect(statusBesideName([column('A'), column('FlowStatus')]).map((c) => c.key)).toEqual(['FlowStatus', 'A']);
  });

  it('applies in listColumns itself, so every reader of the columns agrees', () => {
    const withStatus: ModuleStruts = {
      ...problem,
      FieldInfoStruts: [...problem.FieldInfoStruts, { Name: 'FlowStatus', Description: '审核状态', Type: 'Int32' }],
    };
    expect(
      listColumns(withStatus)
        .map((c) => c.key)
        .slice(0, 3),
    ).toEqual(['Name', 'FlowStatus', 'Code']);
  });
});
