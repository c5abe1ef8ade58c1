import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { formDataToRecord, recordToFormData } from './formModel';

const struts: ModuleStruts = {
  Name: 'Problem',
  Description: '课题',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '课题名称', Type: 'String' },
    { Name: 'ApprovedFunding', Description: '批准经费', Type: 'Decimal' },
    { Name: 'Members', Description: '成员数', Type: 'Int32' },
    { Name: 'IsKey', Description: '重点', Type: 'Boolean' },
    { Name: 'Member_Ids', Description: '成员', Type: 'Array', Relate: 'Person' },
    { Name: 'FlowStatus', Description: '审核状态', Type: 'String', Hide: 'Form' },
  ],
};

describe('form model', () => {
  it('reads API records into typed form data', () => {
    expect(
      recordToFormData(struts, { Id: '1', Name: 'x', ApprovedFunding: '12.5', Members: 3, IsKey: 1, Member_Ids: '["a","b"]', FlowStatus: '审核中' }),
    ).toEqual({
      Name: 'x',
      ApprovedFunding: 12.5,
      Members: 3,
      IsKey: true,
      Member_Ids: ['a', 'b'],
    });
  });

  it('sends every form field, empty numbers as null, arrays as arrays, and never hidden fields', () => {
    expect(formDataToRecord(struts, { Name: 'x', ApprovedFunding: undefined, IsKey: false })).toEqual({
      Name: 'x',
      ApprovedFunding: null,
      Members: null,
      IsKey: false,
      Member_Ids: [],
    });
  });
});
