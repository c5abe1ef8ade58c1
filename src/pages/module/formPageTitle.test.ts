import { describe, expect, it } from 'vitest';
import { formPageTitle } from './formPageTitle';

describe('formPageTitle', () => {
  it('names what the form is for', () => {
    expect(formPageTitle('论文', null, false)).toBe('论文 - 新增');
    expect(formPageTitle('论文', 'r1', false)).toBe('论文 - 编辑');
    expect(formPageTitle('论文', 'r1', true)).toBe('论文 - 查看');
  });
});
