import { describe, expect, it } from 'vitest';
import { AREA_CHOICES, copyChoices, createBody, menuGroupChoices, moduleNameProblem, moduleTitleProblem } from './createModuleModel';

const modules = [{ Name: 'Thesis' }, { Name: 'Patent' }];

describe('the 新建模块 form', () => {
  it('checks the English name as typed', () => {
    expect(moduleNameProblem('', modules)).toBe('请输入模块名(英文)');
    expect(moduleNameProblem('seminar', modules)).toBe('模块名应以大写字母开头,只含英文字母和数字');
    expect(moduleNameProblem('Semi nar', modules)).toBe('模块名应以大写字母开头,只含英文字母和数字');
    expect(moduleNameProblem('研讨会', modules)).toBe('模块名应以大写字母开头,只含英文字母和数字');
    expect(moduleNameProblem(`S${'a'.repeat(50)}`, modules)).toBe('模块名最多 50 个字符');
    expect(moduleNameProblem('THESIS', modules)).toBe('模块名已被其他模块使用: THESIS');
    expect(moduleNameProblem(' Seminar2 ', modules)).toBeNull();
  });

  it('checks the Chinese name', () => {
    expect(moduleTitleProblem('  ')).toBe('请输入中文名称');
    expect(moduleTitleProblem('长'.repeat(51))).toBe('中文名称最多 50 个字');
    expect(moduleTitleProblem('学术研讨会')).toBeNull();
  });

  it('offers the areas by title, the menu groups with pages, the modules by Chinese name', () => {
    expect(AREA_CHOICES).toContainEqual({ value: 'Business', label: '业务模块' });
    expect(
      menuGroupChoices([
        { title: '首页', path: '/' },
        { title: '科研管理', children: [{ title: '论文', path: '/Thesis/list' }] },
      ]),
    ).toEqual([{ value: '科研管理', label: '科研管理' }]);
    expect(copyChoices([{ Name: 'Thesis', Description: '论文' } as never])).toEqual([{ value: 'Thesis', label: '论文(Thesis)' }]);
  });

  it('sends the trimmed names, CopyOf only when chosen, and the roles', () => {
    expect(createBody({ Name: ' Seminar ', Description: ' 学术研讨会 ', Area: 'Business', MenuGroup: '科研管理', Roles: ['r1'] })).toEqual({
      Name: 'Seminar',
      Description: '学术研讨会',
      Area: 'Business',
      MenuGroup: '科研管理',
      Roles: ['r1'],
    });
    expect(createBody({ Name: 'A', Description: 'a', Area: 'OA', MenuGroup: 'g', CopyOf: 'Thesis' })).toMatchObject({ CopyOf: 'Thesis', Roles: [] });
  });
});
