import { describe, expect, it } from 'vitest';
import { mergeUiSchema } from './uiSchemaOverrides';

describe('ui schema overrides', () => {
  it('merges a field’s ui:options key by key and keeps the adapter’s widget', () => {
    const base = { Partition: { 'ui:widget': 'DictionarySelectWidget', 'ui:options': { enumName: '期刊分区' } }, Title: {} };
    const merged = mergeUiSchema(base, { Partition: { 'ui:options': { allowAdd: true } } });
    expect(merged.Partition).toEqual({ 'ui:widget': 'DictionarySelectWidget', 'ui:options': { enumName: '期刊分区', allowAdd: true } });
    expect(merged.Title).toBe(base.Title);
  });

  it('returns the adapter’s schema untouched without overrides', () => {
    const base = { Title: {} };
    expect(mergeUiSchema(base, undefined)).toBe(base);
  });
});
