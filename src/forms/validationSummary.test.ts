import { describe, expect, it } from 'vitest';
import { translateAjvErrors } from './ajvErrors';
import { validationSummary, VALIDATION_DIALOG_TITLE } from './validationSummary';

describe('validation summary', () => {
  it('numbers each field with its description and messages under the form title', () => {
    expect(VALIDATION_DIALOG_TITLE).toBe('表单验证失败');
    expect(
      validationSummary('论文', [
        { field: 'Title', name: '题目', errs: ['题目是必填的'] },
        { field: 'Email', name: '邮箱', errs: ['邮箱地址无效'] },
      ]),
    ).toEqual({ title: '论文', lines: ['1. 题目: 题目是必填的', '2. 邮箱: 邮箱地址无效'] });
  });
});

describe('translateAjvErrors', () => {
  it('drops required and length errors and words type errors as the spec does', () => {
    const errors = translateAjvErrors([
      { name: 'required', property: '.Title', message: 'x', stack: 'x', schemaPath: '', params: {} },
      { name: 'type', property: '.Count', message: 'x', stack: 'x', schemaPath: '', params: { type: ['integer', 'null'] } },
      { name: 'type', property: '.Fee', message: 'x', stack: 'x', schemaPath: '', params: { type: ['number', 'null'] } },
    ]);
    expect(errors.map((error) => error.message)).toEqual(['只能输入整数!', '只能输入数字!']);
  });
});
