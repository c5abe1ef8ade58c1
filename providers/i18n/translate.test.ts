import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './createI18nProvider';

describe('i18n provider', () => {
  const { translate, getLocale } = createI18nProvider({ 'Thesis.Thesis': '论文' });

  it('translates Refine keys to zh-Hans', () => {
    expect(translate('buttons.create')).toBe('新增');
    expect(translate('buttons.save', 'Save')).toBe('保存');
    expect(translate('buttons.confirm', 'Are you sure?')).toBe('确定删除吗?');
    expect(translate('buttons.logout')).toBe('退出');
    expect(translate('table.actions')).toBe('操作');
    expect(getLocale()).toBe('zh-CN');
  });

  it('interpolates {{name}} options', () => {
    expect(translate('notifications.createSuccess', { resource: translate('Thesis.Thesis', 'Thesis') }, 'Successfully created')).toBe('论文新增成功');
    expect(translate('notifications.error', { statusCode: 400 }, 'Error')).toBe('操作失败 (状态码: 400)');
  });

  it('falls back to the default message (both call forms), then the key', () => {
    expect(translate('Patent.titles.list', 'Patents')).toBe('Patents');
    expect(translate('x.y', { n: 1 }, 'n={{n}}')).toBe('n=1');
    expect(translate('x.y')).toBe('x.y');
  });
});
