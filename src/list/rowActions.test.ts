import { describe, expect, it } from 'vitest';
import type { Caller } from '../../core/permissions/caller';
import { rowActions } from './rowActions';

/** A caller whose role holds these actions on Thesis. */
const caller = (id: string, actions: string[], isAdmin = false): Caller => ({
  id,
  isAdmin,
  can: (module, action) => module === 'Thesis' && actions.includes(action),
});
const staff = caller('u1', ['List', 'Add', 'Update', 'Delete']);
const row = (FlowStatus: string | null | undefined, Create_User_Id = 'u1') => ({ Id: 'r', FlowStatus, Create_User_Id });

describe("a list row's actions", () => {
  it("offers 编辑 and 删除 on the applicant's 未提交 and 已退回 rows, never on 审核中, 已通过 or 不通过 ones", () => {
    for (const status of ['未提交', '已退回', null])
      expect(rowActions('Thesis', true, row(status), staff)).toEqual({ Update: true, Delete: true, Submit: true });
    for (const status of ['审核中', '已通过', '不通过'])
      expect(rowActions('Thesis', true, row(status), staff)).toEqual({ Update: false, Delete: false, Submit: false });
  });

  it('lets an administrator correct and remove a decided record, never one under review', () => {
    const admin = caller('a', ['List', 'Update', 'Delete'], true);
    expect(rowActions('Thesis', true, row('已通过'), admin)).toMatchObject({ Update: true, Delete: true, Submit: false });
    expect(rowActions('Thesis', true, row('审核中'), admin)).toMatchObject({ Update: false, Delete: false });
  });

  it('offers nothing the role does not hold, and 提交 only to the owner', () => {
    expect(rowActions('Thesis', true, row('未提交'), caller('u1', ['List']))).toEqual({ Update: false, Delete: false, Submit: true });
    expect(rowActions('Thesis', true, row('未提交', 'u2'), staff)).toMatchObject({ Submit: false });
    expect(rowActions('Thesis', true, row('未提交'), null)).toEqual({ Update: false, Delete: false, Submit: false });
  });

  it('reads no state on a module without approval', () => {
    expect(rowActions('Thesis', false, { Id: 'r', FlowStatus: '审核中', Create_User_Id: 'u1' }, staff)).toEqual({ Update: true, Delete: true, Submit: false });
  });
});
