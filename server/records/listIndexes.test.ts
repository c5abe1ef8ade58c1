import { describe, expect, it } from 'vitest';
import { describeModule } from '../platform/catalogue/catalogue.js';
import { deriveListIndexes, listIndexName, MAX_LIST_INDEXES_PER_TABLE, ownerOrderIndexed } from './listIndexes.js';

const paper = describeModule('Test', 'Paper.json', {
  Name: 'Paper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'PublishDate', Description: '发表日期', Type: 'DateTime', Sortable: true },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
    { Name: 'Tags', Description: '标签', Type: 'Array', Sortable: true },
    { Name: 'Create_User_Id', Description: '创建人', Type: 'String', Relate: 'User' },
    { Name: 'Modify_User_Id', Description: '修改人', Type: 'String', Relate: 'User' },
  ],
  Server: { Indexes: [['Dept_Id'], ['PublishDate'], ['Title', 'Dept_Id']] },
});

describe('deriveListIndexes', () => {
  it('derives sort keys with Id, then each equality column with the default order, then with each sort', () => {
    expect(deriveListIndexes(paper).map((index) => index.columns.join(','))).toEqual([
      'Create_Time,Id',
      'Title,Id',
      'PublishDate,Id',
      // The owner column of a user-owned module first, then the declared single-column index (not a sort key).
      'Create_User_Id,Create_Time,Id',
      'Dept_Id,Create_Time,Id',
      // With each sort, the owner column last (one person's records are few enough to sort).
      'Dept_Id,Title,Id',
      'Dept_Id,PublishDate,Id',
      'Create_User_Id,Title,Id',
      'Create_User_Id,PublishDate,Id',
    ]);
    expect(deriveListIndexes(paper).map((index) => index.sortAt)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('stops at the cap per table', () => {
    const wide = describeModule('Test', 'Wide.json', {
      Name: 'Wide',
      Description: '宽',
      RelateFields: [],
      FieldInfoStruts: [
        ...Array.from({ length: 8 }, (_, i) => ({ Name: `F${i}`, Description: `字段${i}`, Type: 'String' as const, Sortable: true })),
        { Name: 'G_Id', Description: '关联', Type: 'String', Relate: 'Dept' },
      ],
      Server: { Indexes: [['F0'], ['G_Id']] },
    });
    expect(deriveListIndexes(wide)).toHaveLength(MAX_LIST_INDEXES_PER_TABLE);
  });

  it('names indexes with the prefix, within 63 bytes and unique when cut', () => {
    const long = { table: 'AVeryLongModuleNameForTesting', columns: ['CorrespondingAuthor_Id', 'ImpactFactor', 'Id'], sortAt: 1 };
    const other = { ...long, columns: ['CorrespondingAuthor_Id', 'ImpactFactorX', 'Id'] };
    expect(listIndexName({ table: 'Paper', columns: ['Dept_Id', 'Create_Time', 'Id'], sortAt: 1 })).toBe('lx_Paper_Dept_Id_Create_Time_Id');
    expect(Buffer.byteLength(listIndexName(long))).toBeLessThanOrEqual(63);
    expect(listIndexName(long)).not.toBe(listIndexName(other));
  });

  it("tells whether an index serves one person's records in an order", () => {
    expect(ownerOrderIndexed(paper, 'Title')).toBe(true);
    expect(ownerOrderIndexed(paper, 'Create_Time')).toBe(true);
    const crowded = describeModule('Test', 'Crowded.json', {
      Name: 'Crowded',
      Description: '多排序',
      RelateFields: [],
      Server: { UserOwned: true, Indexes: [['G_Id']] },
      FieldInfoStruts: [
        ...Array.from({ length: 8 }, (_, i) => ({ Name: `F${i}`, Description: `字段${i}`, Type: 'String' as const, Sortable: true })),
        { Name: 'G_Id', Description: '关联', Type: 'String', Relate: 'Dept' },
      ],
    });
    // The cap leaves no (owner, sort) index: a person's records are read by owner and sorted.
    expect(ownerOrderIndexed(crowded, 'F3')).toBe(false);
    expect(ownerOrderIndexed(crowded, 'Create_Time')).toBe(true);
  });
});
