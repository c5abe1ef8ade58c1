import { describe, expect, it } from 'vitest';
import { buildGrantTree } from './grantTree.js';
import { filterGrantTree } from './grantSearch.js';
import { actionIdsUnder, checkedActionIds, permissionIdsFor, toggleNode, unshownIds } from './grantSelection.js';
import { NODES, PLAN } from './grantFixture.js';

const tree = buildGrantTree(NODES, PLAN);

describe('checked keys and permission ids', () => {
  it("checks the role's action ids only", () => {
    expect([...checkedActionIds(tree, ['thesis', 'thesis-list', 'elsewhere'])]).toEqual(['thesis-list']);
  });

  it('saves each granted module with its actions and keeps ids the tree does not show', () => {
    const ids = permissionIdsFor(tree, new Set(['thesis-add', 'role-update']), ['elsewhere', 'thesis', 'thesis-list', 'patent']);
    expect(ids).toEqual(['elsewhere', 'thesis', 'thesis-add', 'role', 'role-update']);
    expect(unshownIds(tree, ['elsewhere', 'thesis', 'elsewhere'])).toEqual(['elsewhere']);
  });

  it('round-trips: ids → checked → ids', () => {
    const ids = ['thesis', 'thesis-list', 'thesis-check', 'log', 'log-list'];
    expect(permissionIdsFor(tree, checkedActionIds(tree, ids), ids).sort()).toEqual([...ids].sort());
  });
});

describe('toggleNode', () => {
  it('checks a module or an area as 全选 and clears it again', () => {
    const area = tree[0].key;
    expect(actionIdsUnder(tree, area)).toHaveLength(5);
    const all = toggleNode(tree, new Set(), area, true);
    expect(all.size).toBe(5);
    expect([...toggleNode(tree, all, 'thesis', false)].sort()).toEqual(['patent-check', 'patent-list']);
    expect([...toggleNode(tree, new Set(), 'thesis-add', true)]).toEqual(['thesis-add']);
  });

  it('changes only what a search shows', () => {
    const shown = filterGrantTree(tree, '审核');
    const next = toggleNode(shown, new Set(['thesis-list']), shown[0].key, true);
    expect([...next].sort()).toEqual(['patent-check', 'thesis-check', 'thesis-list']);
  });
});
