import { describe, expect, it } from 'vitest';
import { describeModule } from '../platform/catalogue/catalogue.js';
import { applyComputedFields } from './computedFields.js';

const module = describeModule('Test', 'Fee.json', {
  Name: 'Fee',
  Description: '经费',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '名称', Type: 'String' },
    { Name: 'ReceivedAmount', Description: '到账金额', Type: 'Decimal' },
    { Name: 'ManagementFee', Description: '管理费', Type: 'Decimal', ReadOnly: 'All' },
  ],
  Server: { Computed: [{ Field: 'ManagementFee', From: 'ReceivedAmount', Rate: 0.05 }] },
});

describe('computed fields', () => {
  it('derives the management fee (5%, two decimals) and clears it when the source is empty', () => {
    const values: Record<string, string | number | null> = { ReceivedAmount: 12345.67, ManagementFee: 999 };
    applyComputedFields(module, values);
    expect(values.ManagementFee).toBe(617.28);
    values.ReceivedAmount = null;
    applyComputedFields(module, values);
    expect(values.ManagementFee).toBeNull();
  });
});
