import { describe, expect, it } from 'vitest';
import { fieldInfoToJsonSchema } from './fieldInfoToJsonSchema';

const struts = (relate: string, type = 'Array') => ({
  Name: 'X',
  Description: 'X',
  RelateFields: [],
  FieldInfoStruts: [{ Name: 'Rel_Ids', Description: '关联', Type: type, Relate: relate }],
});

describe('widgets of fields relating to many records', () => {
  it("gives a role's 权限 the permission tree and a user's 角色 checkboxes, others the remote select", () => {
    expect(fieldInfoToJsonSchema(struts('Permission'), 'edit').uiSchema.Rel_Ids['ui:widget']).toBe('PermissionTreeWidget');
    expect(fieldInfoToJsonSchema(struts('Role'), 'edit').uiSchema.Rel_Ids['ui:widget']).toBe('RelateCheckboxWidget');
    expect(fieldInfoToJsonSchema(struts('Person'), 'edit').uiSchema.Rel_Ids['ui:widget']).toBe('RelateSelectWidget');
    expect(fieldInfoToJsonSchema(struts('Role', 'String'), 'edit').uiSchema.Rel_Ids['ui:widget']).toBe('RelateSelectWidget');
  });
});
