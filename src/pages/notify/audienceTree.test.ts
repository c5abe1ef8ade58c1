import { describe, expect, it } from 'vitest';
import { deptTree } from './audienceTree';

describe('deptTree', () => {
  it('nests departments under their parents; orphans and self-parents stand at the top', () => {
    const tree = deptTree([
      { Id: 'a', Name: '内科', Parent_Id: null },
      { Id: 'b', Name: '心血管内科', Parent_Id: 'a' },
      { Id: 'c', Name: '孤儿', Parent_Id: 'gone' },
      { Id: 'd', Name: '自指', Parent_Id: 'd' },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['内科', '孤儿', '自指']);
    expect(tree[0].children.map((n) => n.title)).toEqual(['心血管内科']);
  });
});
