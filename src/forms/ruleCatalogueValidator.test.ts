import { describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { ModuleStruts } from '../../contract/index';
import { validateFields } from '../../core/rules/fieldRules';
import { fieldInfoToJsonSchema } from '../adapter/fieldInfoToJsonSchema';
import { translateAjvErrors } from './ajvErrors';
import { formFields } from './formModel';
import { ruleCatalogueValidator } from './ruleCatalogueValidator';

const report: ModuleStruts = {
  Name: 'MonthWorkReport',
  Description: '月度工作报告',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '标题', Type: 'String', Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [1, 5] }] },
    { Name: 'Month', Description: '月份', Type: 'Int32', Rules: [{ RuleName: 'required' }, { RuleName: 'month' }] },
    { Name: 'Email', Description: '邮箱', Type: 'String' },
  ],
};

/** What the form's submit runs: ajv on the generated schema, then the rule catalogue, each message under its field. */
function errorsUnderFields(data: Record<string, unknown>): Record<string, string[]> {
  const fields = formFields(report);
  const schema = fieldInfoToJsonSchema(report, 'create').schema as RJSFSchema;
  const customValidate = ruleCatalogueValidator((formData) => validateFields(fields, formData, { mode: 'create' }));
  const { errorSchema } = validator.validateFormData(data, schema, customValidate, translateAjvErrors);
  const byField = errorSchema as Record<string, ErrorSchema | undefined>;
  return Object.fromEntries(fields.map((field) => [field.Name, byField[field.Name]?.__errors ?? []]).filter(([, errs]) => errs.length > 0));
}

describe('the form’s rule checks', () => {
  it('shows each failing field’s message under that field', () => {
    expect(errorsUnderFields({ Title: '  ', Month: 13, Email: 'a@b' })).toEqual({
      Title: ['标题是必填的'],
      Month: ['月份不合法'],
      Email: ['邮箱地址无效'],
    });
  });

  it('passes a valid record', () => {
    expect(errorsUnderFields({ Title: '三月', Month: 3, Email: 'a@b.cn' })).toEqual({});
  });

  it('counts characters as the server does: five CJK Extension B characters fit a length of five', () => {
    expect(errorsUnderFields({ Title: '𠀀𠀁𠀂𠀃𠀄', Month: 1 })).toEqual({});
    expect(errorsUnderFields({ Title: '𠀀𠀁𠀂𠀃𠀄𠀅', Month: 1 })).toEqual({ Title: ['标题长度要求在[1,5]之间'] });
  });
});
