import { describe, expect, it } from 'vitest';
import { buildGrantTree } from './grantTree.js';
import { filterGrantTree, splitAtKeyword } from './grantSearch.js';
import { NODES, PLAN } from './grantFixture.js';

const tree = buildGrantTree(NODES, PLAN);
const shape = (keyword: string) =>
  filterGrantTree(tree, keyword).map((area) => `${area.title}: ${area.modules.map((m) => `${m.name}(${m.actions.map((a) => a.name).join(',')})`).join(' ')}`);

describe('filterGrantTree', () => {
  it("finds each module's 审核 under its module, not one bare 审核 after another", () => {
    expect(shape('审核')).toEqual(['论文/专利: 论文(审核) 专利(审核)']);
  });

  it('keeps a whole module when its name matches and a whole area when its title does', () => {
    expect(shape('论文')).toEqual(['论文/专利: 论文(查看,新增,审核) 专利(查看,审核)']);
    expect(shape(' 基础 ')).toEqual(['基础信息: 角色(修改)']);
  });

  it('answers the whole tree for a blank keyword and nothing for an unknown one', () => {
    expect(filterGrantTree(tree, '  ')).toEqual(tree);
    expect(filterGrantTree(tree, '不存在的')).toEqual([]);
  });
});

describe('splitAtKeyword', () => {
  it('cuts a title around the match for highlighting', () => {
    expect(splitAtKeyword('论文审核', '审核')).toEqual(['论文', '审核', '']);
    expect(splitAtKeyword('论文', '审核')).toBeNull();
    expect(splitAtKeyword('论文', '')).toBeNull();
  });
});
