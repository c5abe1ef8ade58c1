import { describe, expect, it } from 'vitest';
import { draftReducer, startDraft, type DraftDefinition } from './draftModel';
import { sourceOf, sourcePatch } from './fieldSource';

const thesis: DraftDefinition = {
  Name: 'Thesis',
  Description: '论文',
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String' },
    { Name: 'Journal_Id', Description: '期刊', Type: 'String', Relate: 'Journal' },
  ],
  RelateFields: ['Title'],
};

describe('fieldSource', () => {
  it('makes one source the field’s, clearing the others', () => {
    const draft = draftReducer(startDraft(thesis), { type: 'updateField', index: 1, patch: sourcePatch('dictionary') });
    expect(draft.definition.FieldInfoStruts[1]).toEqual({ Name: 'Journal_Id', Description: '期刊', Type: 'String', EnumItemName: '' });
    expect(sourceOf(draft.definition.FieldInfoStruts[1])).toBe('dictionary');
    expect(sourceOf({ Name: 'F', Description: '附件', Type: 'String', ...sourcePatch('resource') })).toBe('resource');
    expect(sourceOf(thesis.FieldInfoStruts[0])).toBe('none');
    expect(sourceOf({ Name: 'X_Id', Description: '关联', Type: 'String', ...sourcePatch('relate') })).toBe('relate');
  });
});
