import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index';
import { entriesFromRjsfErrors } from './rjsfErrorEntries';
import { validationSummary } from './validationSummary';

const fields: FieldInfoStrut[] = [
  { Name: 'Title', Description: '题目', Type: 'String' },
  { Name: 'Pages', Description: '页数', Type: 'Int32' },
];

describe('submit errors', () => {
  it('groups messages by field in form order, each once, and numbers them in the dialog', () => {
    const entries = entriesFromRjsfErrors(
      [
        { property: '.Pages', message: '只能输入整数!', stack: '' },
        { property: '.Pages', message: '只能输入整数!', stack: '' },
        { property: '.Title', message: '题目是必填的', stack: '' },
      ],
      fields,
    );
    expect(entries).toEqual([
      { field: 'Title', name: '题目', errs: ['题目是必填的'] },
      { field: 'Pages', name: '页数', errs: ['只能输入整数!'] },
    ]);
    expect(validationSummary('论文', entries)).toEqual({ title: '论文', lines: ['1. 题目: 题目是必填的', '2. 页数: 只能输入整数!'] });
  });
});
