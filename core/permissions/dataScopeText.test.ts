import { describe, expect, it } from 'vitest';
import { dataScopeSummary, MAX_SCOPE_OVERRIDES, parseRoleDataScope, storedRoleDataScope } from './dataScopeText.js';

const labels: Record<string, string> = { Thesis: '论文', Patent: '专利' };

describe('data scope text', () => {
  it('reads an empty value as not set and a valid one as written', () => {
    expect(parseRoleDataScope('')).toEqual({ ok: true, value: null });
    expect(parseRoleDataScope('{"default":{"kind":"dept"}}')).toEqual({ ok: true, value: { default: { kind: 'dept' } } });
    expect(parseRoleDataScope({ overrides: [{ modules: ['Thesis', 'Thesis'], scope: { kind: 'custom', deptIds: ['d1'] } }] })).toEqual({
      ok: true,
      value: { overrides: [{ modules: ['Thesis'], scope: { kind: 'custom', deptIds: ['d1'] } }] },
    });
  });

  it('refuses malformed, unknown and unbounded values in Chinese', () => {
    expect(parseRoleDataScope('{')).toEqual({ ok: false, message: '数据权限:格式不正确' });
    expect(parseRoleDataScope({ default: { kind: 'everything' } })).toEqual({ ok: false, message: '数据权限:范围类型不正确' });
    expect(parseRoleDataScope({ default: { kind: 'custom', deptIds: [] } })).toEqual({ ok: false, message: '数据权限:自定义部门至少选择一个部门' });
    const many = Array.from({ length: MAX_SCOPE_OVERRIDES + 1 }, () => ({ modules: ['Thesis'], scope: { kind: 'self' } }));
    expect(parseRoleDataScope({ overrides: many }).ok).toBe(false);
    expect(storedRoleDataScope('not json')).toBeNull();
  });

  it('summarises a role in plain words', () => {
    const scope = { default: { kind: 'self' as const }, overrides: [{ modules: ['Thesis', 'Patent'], scope: { kind: 'deptAndBelow' as const } }] };
    expect(dataScopeSummary('科室主任', scope, (m) => labels[m] ?? m)).toBe('科室主任:论文 本部门及以下、专利 本部门及以下、其他 仅本人');
    expect(dataScopeSummary('科研人员', { default: { kind: 'self' } }, (m) => m)).toBe('科研人员:全部模块 仅本人');
    expect(dataScopeSummary('访客', null, (m) => m)).toBe('访客:未设置');
  });
});
