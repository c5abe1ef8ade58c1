import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut, ModuleStruts } from '../../contract/index';
import { fieldInfoToJsonSchema } from '../adapter/fieldInfoToJsonSchema';
import { applyReadOnly, MASKED_PASSWORD_WIDGET } from './readOnlyFields';

const struts: ModuleStruts = {
  Name: 'User',
  Description: '用户',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Account', Description: '账号', Type: 'String', ReadOnly: 'Edit' },
    { Name: 'Name', Description: '姓名', Type: 'String' },
    { Name: 'Password', Description: '密码', Type: 'String' },
    { Name: 'Remark', Description: '备注', Type: 'String' },
  ],
};
const fields = struts.FieldInfoStruts;

describe('read-only modes', () => {
  it('keeps the descriptors’ own modes when the form is editable', () => {
    const ui = applyReadOnly(fieldInfoToJsonSchema(struts, 'edit').uiSchema, fields, false, {});
    expect(ui.Account['ui:readonly']).toBe(true);
    expect(ui.Name['ui:readonly']).toBeUndefined();
    expect(ui.Password['ui:widget']).toBe('password');
  });

  it('makes every field read-only when editing is not allowed, masking the password', () => {
    const ui = applyReadOnly(fieldInfoToJsonSchema(struts, 'create').uiSchema, fields, true, {});
    for (const name of ['Account', 'Name', 'Password', 'Remark']) expect(ui[name]['ui:readonly']).toBe(true);
    expect(ui.Password['ui:widget']).toBe(MASKED_PASSWORD_WIDGET);
  });

  it('lets a function decide per field from the record', () => {
    const lockedOnceApproved = (field: FieldInfoStrut, record: Record<string, unknown>) => field.Name !== 'Remark' && record.FlowStatus === '已通过';
    const approved = applyReadOnly(fieldInfoToJsonSchema(struts, 'edit').uiSchema, fields, lockedOnceApproved, { FlowStatus: '已通过' });
    expect(approved.Name['ui:readonly']).toBe(true);
    expect(approved.Password['ui:widget']).toBe(MASKED_PASSWORD_WIDGET);
    expect(approved.Remark['ui:readonly']).toBeUndefined();
    const draft = applyReadOnly(fieldInfoToJsonSchema(struts, 'edit').uiSchema, fields, lockedOnceApproved, { FlowStatus: '未提交' });
    expect(draft.Name['ui:readonly']).toBeUndefined();
  });
});
