import { describe, expect, it } from 'vitest';
import { addItemConfirmation, canOfferAdd, dictionaryState, missingParentHint, type EnumItemRow } from './dictionaryChoices';

const provinces: EnumItemRow[] = [
  { Id: 'p1', EnumName: '省份', EnumValue: '四川' },
  { Id: 'p2', EnumName: '省份', EnumValue: '云南' },
];
const cities: EnumItemRow[] = [
  { Id: 'c1', EnumName: '城市', EnumValue: '成都', Parent_Id: 'p1' },
  { Id: 'c2', EnumName: '城市', EnumValue: '绵阳', Parent_Id: 'p1' },
  { Id: 'c3', EnumName: '城市', EnumValue: '昆明', Parent_Id: 'p2' },
];

describe('dictionary select', () => {
  it('offers every item of a dictionary without a parent', () => {
    expect(dictionaryState(provinces, { field: null, value: undefined, items: [] }, undefined)).toEqual({
      kind: 'ready',
      parentId: null,
      choices: [
        { value: '四川', label: '四川' },
        { value: '云南', label: '云南' },
      ],
    });
  });

  it('asks for the parent first, then offers the children of the chosen parent item', () => {
    expect(dictionaryState(cities, { field: 'Province', value: '', items: provinces }, undefined)).toEqual({ kind: 'needsParent' });
    expect(missingParentHint('省份')).toBe('请先选择:省份');
    const state = dictionaryState(cities, { field: 'Province', value: '云南', items: provinces }, undefined);
    expect(state).toEqual({ kind: 'ready', parentId: 'p2', choices: [{ value: '昆明', label: '昆明' }] });
  });

  it('keeps a value already held choosable', () => {
    const state = dictionaryState(provinces, { field: null, value: undefined, items: [] }, '贵州');
    expect(state.kind === 'ready' && state.choices[0]).toEqual({ value: '贵州', label: '贵州' });
  });

  it('offers to add only new, non-blank text, with the spec’s confirmation', () => {
    const choices = [{ value: '四川', label: '四川' }];
    expect(canOfferAdd(' 四川 ', choices)).toBe(false);
    expect(canOfferAdd('  ', choices)).toBe(false);
    expect(canOfferAdd('西藏', choices)).toBe(true);
    expect(addItemConfirmation('西藏')).toBe('确认添加西藏吗?');
  });
});
