import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PermissionAction } from '../../contract/index.js';
import { submit } from '../flow/submit.js';
import { approverNode } from '../flow/specFixtures.js';
import { planRoute } from '../flow/route.js';
import type { Caller } from './caller.js';
import { offeredRecordActions, recordActionRefusal, type RecordAction } from './recordActions.js';

const caller = (id: string, grants: readonly PermissionAction[], isAdmin = false): Caller => ({
  id,
  isAdmin,
  can: (module, action) => module === 'Thesis' && grants.includes(action),
});
const STATUSES = [null, '', '未提交', '审核中', '已通过', '已退回', '不通过'] as const;

describe('the record action policy', () => {
  it('keeps 修改 and 删除 off a record under review for everyone, and off a decided one except for an administrator', () => {
    const staff = caller('u1', ['Update', 'Delete']);
    const admin = caller('a', ['Update', 'Delete'], true);
    const offers = (status: string | null, who: Caller) => offeredRecordActions({ module: 'Thesis', flowStatus: status, ownerId: 'u1' }, who);
    expect(STATUSES.map((s) => offers(s, staff).Delete)).toEqual([true, true, true, false, false, true, false]);
    expect(STATUSES.map((s) => offers(s, admin).Update)).toEqual([true, true, true, false, true, true, true]);
    expect(recordActionRefusal('Delete', { module: 'Thesis', flowStatus: '审核中', ownerId: 'u1' }, staff)).toEqual({
      kind: 'badRequest',
      message: '审核中的数据不可删除',
    });
    expect(recordActionRefusal('Update', { module: 'Thesis', flowStatus: '已通过', ownerId: 'u1' }, staff)).toEqual({
      kind: 'badRequest',
      message: '已通过的数据不可修改',
    });
  });

  it('needs the grant first, whatever the state', () => {
    expect(recordActionRefusal('Delete', { module: 'Thesis', flowStatus: '未提交', ownerId: 'u1' }, caller('u1', ['Update']))).toEqual({
      kind: 'forbidden',
      message: '权限不足',
    });
    expect(offeredRecordActions({ module: 'Patent', ownerId: 'u1' }, caller('u1', ['Update', 'Delete']))).toEqual({
      Update: false,
      Delete: false,
      Submit: false,
    });
    expect(offeredRecordActions({ module: 'Thesis', ownerId: 'u1' }, caller('u1', ['Update', 'Delete']))).toEqual({
      Update: true,
      Delete: true,
      Submit: false,
    });
  });

  it('offers 提交 exactly when the Submit transition accepts it (property)', () => {
    const context = {
      subject: { module: 'Thesis', recordId: 't' },
      plan: planRoute([approverNode('s1', '初审')], {}),
      candidates: new Map([['s1', [{ id: 'r', name: '林晓雯' }]]]),
      admins: [],
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom('u1', 'u2', null),
        fc.constantFrom('u1', 'u2'),
        fc.subarray<PermissionAction>(['List', 'Add', 'Update', 'Delete', 'Check']),
        fc.boolean(),
        (status, ownerId, callerId, grants, isAdmin) => {
          const offered = recordActionRefusal('Submit', { module: 'Thesis', flowStatus: status, ownerId }, caller(callerId, grants, isAdmin)) === null;
          const state = { record: { status, ownerId, summary: '论文:测试' }, instance: null };
          expect(offered).toBe(!('refusal' in submit(context, state, { type: 'Submit', by: { id: callerId, name: '某人' }, at: '1' })));
        },
      ),
    );
  });

  it('answers every action with the refusal the offer was withheld for (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RecordAction>('Update', 'Delete', 'Submit'),
        fc.constantFrom(...STATUSES),
        fc.boolean(),
        fc.subarray<PermissionAction>(['Update', 'Delete']),
        (action, status, isAdmin, grants) => {
          const record = { module: 'Thesis', flowStatus: status, ownerId: 'u1' };
          const who = caller('u1', grants, isAdmin);
          expect(offeredRecordActions(record, who)[action]).toBe(recordActionRefusal(action, record, who) === null);
        },
      ),
    );
  });
});
