import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '../../contract/index.js';
import { buildPermissionIndex, hasPermission } from './permissionIndex.js';

const nodes: PermissionNode[] = [
  { Id: 'm1', Name: '论文', EnCode: 'Thesis', Parent_Id: null },
  { Id: 'a1', Name: '列表', EnCode: 'List', Parent_Id: 'm1' },
  { Id: 'a2', Name: '新增', EnCode: 'Add', Parent_Id: 'm1' },
  { Id: 'm2', Name: '专利', EnCode: 'Patent', Parent_Id: null },
  { Id: 'a3', Name: '审核', EnCode: 'Check', Parent_Id: 'm2' },
  { Id: 'orphan', Name: 'x', EnCode: 'Delete', Parent_Id: 'missing' },
];

describe('buildPermissionIndex', () => {
  const index = buildPermissionIndex(nodes);

  it('answers from the action nodes under the module node, List by default', () => {
    expect(index.can('Thesis')).toBe(true);
    expect(index.can('Thesis', 'Add')).toBe(true);
    expect(index.can('Thesis', 'Delete')).toBe(false);
    expect(index.can('Patent')).toBe(false);
    expect(index.can('Patent', 'Check')).toBe(true);
    expect(index.can('Unknown')).toBe(false);
  });

  it('matches the module case-insensitively', () => {
    expect(index.can('thesis')).toBe(true);
    expect(index.can('THESIS', 'add')).toBe(true);
  });

  it('hasPermission takes a module or a [module, action] pair', () => {
    expect(hasPermission(index, 'thesis')).toBe(true);
    expect(hasPermission(index, ['patent', 'Check'])).toBe(true);
    expect(hasPermission(index, ['patent', 'List'])).toBe(false);
  });
});
