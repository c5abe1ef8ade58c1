import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializeModuleFile } from '../../../../core/catalogue/serializeModuleFile';
import { moduleFileProblems } from '../../../../core/catalogue/moduleFileProblems';
import { APPROVAL_STATUS_FIELD, draftReducer, shownName, startDraft, type DraftAction, type DraftDefinition } from './draftModel';

const thesis: DraftDefinition = {
  Name: 'Thesis',
  Description: '论文',
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'required' }] },
    { Name: 'Journal_Id', Description: '期刊', Type: 'String', Relate: 'Journal' },
    { Name: 'Year', Description: '年份', Type: 'Int32' },
  ],
  RelateFields: ['Title'],
  Server: { Indexes: [['Year']] },
};

const run = (actions: DraftAction[]) => actions.reduce(draftReducer, startDraft(thesis));
const names = (draft: ReturnType<typeof run>) => draft.definition.FieldInfoStruts.map((field) => field.Name);

describe('draftReducer', () => {
  it('adds fields with free names and removes them, RelateFields following', () => {
    const draft = run([{ type: 'addField' }, { type: 'addField' }, { type: 'removeField', index: 0 }]);
    expect(names(draft)).toEqual(['Journal_Id', 'Year', 'NewField1', 'NewField2']);
    expect(draft.definition.RelateFields).toEqual([]);
    expect(draft.definition.FieldInfoStruts[2]).toEqual({ Name: 'NewField1', Description: '新字段', Type: 'String' });
  });

  it('turns approval on with the 审核状态 field (added once), and off keeping the field and the other server settings', () => {
    const indexed = startDraft(thesis);
    const on = draftReducer(indexed, { type: 'setApproval', on: true });
    expect(on.definition.Server).toEqual({ Indexes: [['Year']], Flow: true });
    expect(on.definition.FieldInfoStruts.at(-1)).toEqual(APPROVAL_STATUS_FIELD);
    expect(moduleFileProblems(on.definition)).toEqual([]);
    const again = draftReducer(on, { type: 'setApproval', on: true });
    expect(again.definition.FieldInfoStruts.filter((field) => field.Name === 'FlowStatus')).toHaveLength(1);
    const off = draftReducer(again, { type: 'setApproval', on: false });
    expect(off.definition.Server).toEqual({ Indexes: [['Year']] });
    expect(off.definition.FieldInfoStruts.at(-1)?.Name).toBe('FlowStatus');
    const { Server: _server, ...plain } = thesis;
    const plainOff = draftReducer(draftReducer(startDraft(plain), { type: 'setApproval', on: true }), { type: 'setApproval', on: false });
    expect('Server' in plainOff.definition).toBe(false);
  });

  it('moves a field; out-of-range moves change nothing', () => {
    expect(names(run([{ type: 'moveField', from: 2, to: 0 }]))).toEqual(['Year', 'Title', 'Journal_Id']);
    expect(run([{ type: 'moveField', from: 5, to: 0 }]).definition).toEqual(startDraft(thesis).definition);
  });

  it('renames where the file names the field; a taken name is held, not applied', () => {
    const renamed = run([{ type: 'renameField', index: 2, name: 'PublishYear' }]);
    expect(renamed.definition.Server?.Indexes).toEqual([['PublishYear']]);
    const held = run([{ type: 'renameField', index: 0, name: 'year' }]);
    expect(names(held)).toEqual(['Title', 'Journal_Id', 'Year']);
    expect(held.pendingName).toEqual({ index: 0, name: 'year' });
    expect(shownName(held, 0)).toBe('year');
    expect(draftReducer(held, { type: 'renameField', index: 0, name: 'Topic' }).pendingName).toBeNull();
    expect(run([{ type: 'renameField', index: 0, name: 'Topic' }]).definition.RelateFields).toEqual(['Topic']);
  });

  it('keeps a field’s own key order (the file’s): an unedited draft exports as the catalogue file, byte for byte', () => {
    const file = readFileSync(new URL('../../../../schemas/Business/Thesis.json', import.meta.url), 'utf8');
    const draft = startDraft(JSON.parse(file) as DraftDefinition);
    expect(serializeModuleFile(draft.definition)).toBe(file);
    const edited = draftReducer(draft, { type: 'updateField', index: 0, patch: { Description: '论文题目' } });
    expect(Object.keys(edited.definition.FieldInfoStruts[0])).toEqual(Object.keys(draft.definition.FieldInfoStruts[0]));
    const odd = draftReducer(startDraft({ ...thesis, FieldInfoStruts: [{ Type: 'Int32', Name: 'Year', Description: '年份' }] }), {
      type: 'updateField',
      index: 0,
      patch: { Description: '年度', Sortable: true },
    });
    expect(Object.keys(odd.definition.FieldInfoStruts[0])).toEqual(['Type', 'Name', 'Description', 'Sortable']);
  });

  it('adds new attributes in the contract’s key order; undefined removes a key', () => {
    const draft = run([
      { type: 'updateField', index: 2, patch: { Sortable: true, Description: '发表年份' } },
      { type: 'updateField', index: 1, patch: { Relate: undefined, EnumItemName: '语种', Rules: [{ RuleName: 'required' }] } },
    ]);
    expect(Object.keys(draft.definition.FieldInfoStruts[1])).toEqual(['Name', 'Description', 'Type', 'Rules', 'EnumItemName']);
    expect(draft.definition.FieldInfoStruts[2]).toEqual({ Name: 'Year', Description: '发表年份', Type: 'Int32', Sortable: true });
    expect(
      run([
        { type: 'setTitle', title: '学术论文' },
        { type: 'setRelateFields', names: ['Title', 'Title', 'Year'] },
      ]).definition,
    ).toMatchObject({
      Description: '学术论文',
      RelateFields: ['Title', 'Year'],
    });
  });
});

const fieldName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,6}$/);
const index = fc.integer({ min: -1, max: 8 });
const action: fc.Arbitrary<DraftAction> = fc.oneof(
  fc.constant({ type: 'addField' } as const),
  index.map((i) => ({ type: 'removeField', index: i }) as const),
  fc.record({ from: index, to: index }).map(({ from, to }) => ({ type: 'moveField', from, to }) as const),
  fc
    .record({ index, name: fc.oneof(fieldName, fc.constantFrom('Title', 'title', 'YEAR', 'NewField1')) })
    .map(({ index: i, name }) => ({ type: 'renameField', index: i, name }) as const),
  fc
    .record({
      index,
      Description: fc.string(),
      Hide: fc.constantFrom(undefined, 'List', 'Form', 'All') as fc.Arbitrary<'List' | 'Form' | 'All' | undefined>,
      Sortable: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ index: i, ...patch }) => ({ type: 'updateField', index: i, patch }) as const),
  fc.string().map((title) => ({ type: 'setTitle', title }) as const),
  fc.array(fieldName, { maxLength: 3 }).map((list) => ({ type: 'setRelateFields', names: list }) as const),
);

describe('any sequence of edits', () => {
  it('keeps field names unique and the draft serializable as the catalogue writes it', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const draft = run(actions);
        const lower = names(draft).map((name) => name.toLowerCase());
        expect(new Set(lower).size).toBe(lower.length);
        const text = serializeModuleFile(draft.definition);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify({ $schema: '../_schema/module.schema.json', ...draft.definition })));
        expect(serializeModuleFile(JSON.parse(text))).toBe(text);
        // Whatever else the draft's problems are, a duplicate field is never one of them.
        expect(moduleFileProblems(JSON.parse(text)).filter((problem) => problem.problem.startsWith('字段重复'))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
