import { describe, expect, it } from 'vitest';
import { flowLockMessage, type RecordWrite } from './lock.js';

describe('flowLockMessage', () => {
  const table: Array<[string | null, RecordWrite, boolean, string | null]> = [
    [null, 'update', false, null],
    ['', 'delete', false, null],
    ['未提交', 'update', false, null],
    ['未提交', 'delete', false, null],
    ['已退回', 'update', false, null],
    ['已退回', 'delete', false, null],
    ['审核中', 'update', false, '审核中的数据不可修改'],
    ['审核中', 'delete', false, '审核中的数据不可删除'],
    ['审核中', 'update', true, '审核中的数据不可修改'],
    ['审核中', 'delete', true, '审核中的数据不可删除'],
    ['已通过', 'update', false, '已通过的数据不可修改'],
    ['已通过', 'delete', false, '已通过的数据不可删除'],
    ['已通过', 'update', true, null],
    ['已通过', 'delete', true, null],
    ['不通过', 'update', false, '不通过的数据不可修改'],
    ['不通过', 'delete', false, '不通过的数据不可删除'],
    ['不通过', 'update', true, null],
    ['不通过', 'delete', true, null],
  ];

  it.each(table)('%s, %s, admin %s → %s', (status, write, isAdmin, message) => {
    expect(flowLockMessage(status, write, isAdmin)).toBe(message);
  });
});
