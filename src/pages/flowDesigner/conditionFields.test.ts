import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../../contract/modules';
import { conditionFields } from './conditionFields';

const fields: FieldInfoStrut[] = [
  { Name: 'Title', Description: '支出事项', Type: 'String' },
  { Name: 'Problem_Id', Description: '课题', Type: 'String', Relate: 'Problem' },
  { Name: 'ExpenseCategory', Description: '支出类别', Type: 'String', EnumItemName: '经费支出类别' },
  { Name: 'Amount', Description: '报销金额(元)', Type: 'Decimal' },
  { Name: 'PayMethod', Description: '支付方式', Type: 'String', Hide: 'List', EnumValues: [{ Key: '现金', Value: '现金' }] },
  { Name: 'Invoice_Id', Description: '票据附件', Type: 'String', Relate: 'Resource' },
  { Name: 'FlowStatus', Description: '审核状态', Type: 'String', Hide: 'Form' },
  { Name: 'Create_Time', Description: '填报时间', Type: 'DateTime2', Hide: 'Form' },
  { Name: 'Tags', Description: '标签', Type: 'Array' },
];

describe('condition fields', () => {
  it('offers the fields the applicant fills in, by Chinese label, with their value kind and operators', () => {
    const offered = conditionFields(fields);
    expect(offered.map((f) => [f.label, f.kind])).toEqual([
      ['支出事项', 'text'],
      ['支出类别', 'dictionary'],
      ['报销金额(元)', 'number'],
      ['支付方式', 'options'],
    ]);
    expect(offered.find((f) => f.name === 'Amount')!.operators).toEqual(['==', '!=', '>', '>=', '<', '<=']);
    expect(offered.find((f) => f.name === 'PayMethod')).toMatchObject({ options: [{ value: '现金', label: '现金' }], operators: ['==', '!=', 'in'] });
    expect(offered.find((f) => f.name === 'ExpenseCategory')!.dictionary).toBe('经费支出类别');
  });
});
