import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { presetAddPath, presetFilters, withPresetDefaults } from './listPreset';

const preset = { field: 'ReviewType', value: 'AnimalEthicsCheck', title: '动物伦理专家评审' };
const struts = {
  Name: 'ExpertReview',
  Description: '专家评审',
  FieldInfoStruts: [
    {
      Name: 'ReviewType',
      Description: '评审类型',
      Type: 'String',
      EnumValues: [
        { Key: 'AnimalEthicsCheck', Value: '动物伦理审查' },
        { Key: 'EthicsCheck', Value: '医学伦理审查' },
      ],
    },
    { Name: 'ProjectName', Description: '评审项目名称', Type: 'String' },
  ],
} as unknown as ModuleStruts;

describe('list preset', () => {
  it('filters the rows and opens new rows on the preset value', () => {
    expect(presetFilters(preset)).toEqual([{ field: 'ReviewType', operator: 'eq', value: 'AnimalEthicsCheck' }]);
    expect(presetFilters(undefined)).toEqual([]);
    expect(presetAddPath('ExpertReview', preset)).toBe('/ExpertReview/add?ReviewType=AnimalEthicsCheck');
    expect(presetAddPath('ExpertReview', undefined)).toBe('/ExpertReview/add');
  });

  it('takes a default from the address only for a choice field and one of its values', () => {
    const preset = withPresetDefaults(struts, new URLSearchParams('ReviewType=AnimalEthicsCheck&ProjectName=x'));
    expect(preset.FieldInfoStruts.map((f) => f.DefaultValue)).toEqual(['AnimalEthicsCheck', undefined]);
    expect(withPresetDefaults(struts, new URLSearchParams('ReviewType=<b>'))).toBe(struts);
    expect(withPresetDefaults(struts, new URLSearchParams(''))).toBe(struts);
  });
});
