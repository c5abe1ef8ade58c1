import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut, PageFilter } from '../../contract/index.js';
import { confinedToShown, dictionariesShown, dictionaryUses } from './dictionaryReads.js';

const field = (Name: string, EnumItemName: string | null, extra: Partial<FieldInfoStrut> = {}): FieldInfoStrut =>
  ({ Name, Description: Name, Type: 'String', EnumItemName, ...extra }) as FieldInfoStrut;

const uses = dictionaryUses([
  { name: 'ThesisCost', fields: [field('CostType', '论文费用类型'), field('ExpenseCategory', '经费支出类别'), field('Reason', null)] },
  { name: 'Thesis', fields: [field('Partition', '期刊分区'), field('Secret', '保密级别', { Hide: 'All' })] },
  { name: 'Expert', fields: [field('IdType', '证件类型', { Personal: true })] },
]);
const filter = (Value: PageFilter['Value'], Compare: PageFilter['Compare'] = '==', Name = 'EnumName'): PageFilter => ({ Name, Compare, Value });

describe("the dictionaries a reader's records show", () => {
  it('are those of fields of modules they may list, shown somewhere, personal ones only to who reads them', () => {
    const finance = dictionariesShown(
      uses,
      (m) => m === 'ThesisCost' || m === 'Expert',
      () => false,
    );
    expect([...finance].sort()).toEqual(['经费支出类别', '论文费用类型'].sort());
    expect(
      dictionariesShown(
        uses,
        () => true,
        () => true,
      ),
    ).toEqual(new Set(['论文费用类型', '经费支出类别', '期刊分区', '证件类型']));
  });

  it('let a list through only when one EnumName filter confines it to them', () => {
    const shown = new Set(['经费支出类别', '论文费用类型']);
    expect(confinedToShown([filter('经费支出类别')], shown)).toBe(true);
    expect(confinedToShown([filter('经费支出类别 , 论文费用类型', 'in')], shown)).toBe(true);
    expect(confinedToShown([filter('Parent', '==', 'Parent_Id'), filter('论文费用类型', '==', 'enumname')], shown)).toBe(true);
    for (const filters of [
      [],
      [filter('期刊分区')],
      [filter('经费支出类别,期刊分区', 'in')],
      [filter('经费支出类别', '!=')],
      [filter('')],
      [filter(null)],
      [filter('经费', '$')],
      [filter(' 经费支出类别')],
      [filter('经费支出类别', '==', 'EnumValue')],
    ]) {
      expect(confinedToShown(filters, shown), JSON.stringify(filters)).toBe(false);
    }
  });
});
