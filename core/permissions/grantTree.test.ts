import { describe, expect, it } from 'vitest';
import { buildGrantTree, OTHER_AREA_TITLE } from './grantTree.js';
import { NODES, PLAN } from './grantFixture.js';

describe('buildGrantTree', () => {
  const tree = buildGrantTree(NODES, PLAN);

  it('puts each module under the first area naming it (any case), its actions under it with Chinese names', () => {
    expect(tree.map((area) => area.title)).toEqual(['论文/专利', '基础信息', OTHER_AREA_TITLE]);
    expect(tree[0].modules.map((module) => module.name)).toEqual(['论文', '专利']);
    expect(tree[0].modules[0].actions.map((action) => action.name)).toEqual(['查看', '新增', '审核']);
    // A node without a name is named by its action code's Chinese name, never the code.
    expect(tree[0].modules[1].actions[1]).toEqual({ id: 'patent-check', code: 'Check', name: '审核' });
  });

  it('drops an area left empty and gathers modules no area names under 其他模块', () => {
    expect(tree.some((area) => area.title === '积分统计')).toBe(false);
    expect(tree[2].modules.map((module) => module.code)).toEqual(['LoginLog']);
    expect(new Set(tree.map((area) => area.key)).size).toBe(tree.length);
  });
});
