import { describe, expect, it } from 'vitest';
import { matchHeaders, type TemplateColumn } from './templateColumns.js';

const column = (Name: string, Description: string, required = false): TemplateColumn => ({
  field: { Name, Description, Type: 'String' },
  header: required ? `*${Description}` : Description,
  required,
});

describe('matching a sheet header to the template columns', () => {
  const columns = [column('Name', '专利名称', true), column('PatentNo', '专利号')];

  it('accepts the description with or without *, spaces, or the field name; ignores unknown and repeated columns', () => {
    const matched = matchHeaders(columns, ['* 专利名称', '备注', 'patentno', '专利号']);
    expect(matched.map((c) => c?.field.Name ?? null)).toEqual(['Name', null, 'PatentNo', null]);
  });
});
