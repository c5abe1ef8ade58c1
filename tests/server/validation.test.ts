/**
 * The server refuses what the form refuses, in the words the form shows under the field: both run the rule catalogue
 * (core/rules) on the module's descriptors, here the month work report as the server serves it to the form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { ApiRecord, ModuleStruts } from '../../contract/index.js';
import { validateFields } from '../../core/rules/fieldRules.js';
import { fieldInfoToJsonSchema } from '../../src/adapter/fieldInfoToJsonSchema.js';
import { translateAjvErrors } from '../../src/forms/ajvErrors.js';
import { formDataToRecord, formFields } from '../../src/forms/formModel.js';
import { ruleCatalogueValidator } from '../../src/forms/ruleCatalogueValidator.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string;
let struts: ModuleStruts;
let report: (overrides: Record<string, unknown>) => Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  struts = (await server.call(admin, { method: 'GET', url: '/api/common/moduleStruts/MonthWorkReport' })).json<ModuleStruts>();
  const person = (await server.list(admin, 'Person', { PageSize: 1 })).Data[0];
  const dept = (await server.list(admin, 'Dept', { PageSize: 1 })).Data[0];
  report = (overrides) => ({ Title: '三月工作报告', Person_Id: person.Id, Dept_Id: dept.Id, Year: 2026, Month: 3, Content: '完成课题申报', ...overrides });
});
afterAll(() => server.close());

/** The messages the form shows under each field on submit (ajv on the generated schema, then the rule catalogue). */
function formErrors(data: Record<string, unknown>): Record<string, string[]> {
  const fields = formFields(struts);
  const schema = fieldInfoToJsonSchema(struts, 'create').schema as RJSFSchema;
  const customValidate = ruleCatalogueValidator((formData) => validateFields(fields, formData, { mode: 'create' }));
  const errorSchema = validator.validateFormData(data, schema, customValidate, translateAjvErrors).errorSchema as Record<string, ErrorSchema | undefined>;
  return Object.fromEntries(fields.map((field) => [field.Name, errorSchema[field.Name]?.__errors ?? []]).filter(([, errs]) => errs.length > 0));
}

const save = (data: Record<string, unknown>) =>
  server.call(admin, { method: 'POST', url: '/api/MonthWorkReport/Post', payload: formDataToRecord(struts, data) as Record<string, unknown> });

describe('write validation shares the form’s rule catalogue', () => {
  it('refuses month 13 with the message the form shows under 月份, and stores nothing', async () => {
    const before = (await server.list(admin, 'MonthWorkReport', { PageSize: 1 })).Total;
    for (const month of [13, 0]) {
      const data = report({ Month: month });
      expect(formErrors(data)).toEqual({ Month: ['月份不合法'] });
      const response = await save(data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: '月份不合法' });
    }
    expect((await server.list(admin, 'MonthWorkReport', { PageSize: 1 })).Total).toBe(before);
  });

  it('accepts months 1 to 12', async () => {
    for (const month of [1, 12]) {
      expect(formErrors(report({ Month: month }))).toEqual({});
      const response = await save(report({ Month: month }));
      expect(response.statusCode).toBe(200);
      expect(response.json<ApiRecord>().Month).toBe(month);
    }
  });

  it('measures a title of CJK Extension B characters in characters on both sides', async () => {
    // 标题 allows 1 to 200 characters; each 𠀀 is one character but two UTF-16 units.
    const fits = '𠀀'.repeat(200);
    expect(formErrors(report({ Title: fits }))).toEqual({});
    const saved = await save(report({ Title: fits }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ApiRecord>().Title).toBe(fits);

    const tooLong = report({ Title: '𠀀'.repeat(201) });
    expect(formErrors(tooLong)).toEqual({ Title: ['标题长度要求在[1,200]之间'] });
    const refused = await save(tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: '标题长度要求在[1,200]之间' });
  });
});
