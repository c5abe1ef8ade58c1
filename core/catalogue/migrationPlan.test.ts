import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lengthChecks, migrationPlan, type PlanDefinition, type PlanField, WIDENINGS } from './migrationPlan.js';

const title: PlanField = { Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'stringLength', RulePars: [0, 100] }] };
const pages: PlanField = { Name: 'Pages', Description: '页数', Type: 'Int32' };
const base: PlanDefinition = { Name: 'Thesis', FieldInfoStruts: [title, pages] };
const withFields = (...fields: PlanField[]): PlanDefinition => ({ ...base, FieldInfoStruts: fields });
const maxOf = (max: number): PlanField => ({ ...title, Rules: [{ RuleName: 'stringLength', RulePars: [0, max] }] });

describe('migrationPlan', () => {
  it('adds a column for a new field and keeps the column of a removed one', () => {
    const plan = migrationPlan(base, withFields(title, { Name: 'Doi', Description: 'DOI', Type: 'String' }));
    expect(plan.Added).toEqual([{ Name: 'Doi', Description: 'DOI', Type: 'String', ReusedColumn: false }]);
    expect(plan.Removed).toEqual([{ Name: 'Pages', Description: '页数', Type: 'Int32' }]);
    expect(plan.Refusals).toEqual([]);
    expect(plan.Summary).toBe('新增字段 DOI(Doi);移除字段 页数(Pages)(数据保留)');
  });

  it('takes back a left column that stores alike, and refuses one that does not', () => {
    const again = migrationPlan(withFields(title), base, { leftColumns: new Map([['pages', 'integer']]) });
    expect(again.Added[0]?.ReusedColumn).toBe(true);
    const clash = migrationPlan(withFields(title), withFields(title, { ...pages, Type: 'String' }), { leftColumns: new Map([['pages', 'integer']]) });
    expect(clash.Refusals[0]?.Field).toBe('Pages');
  });

  it('allows exactly the widenings listed and refuses every other type change in Chinese', () => {
    const widened = migrationPlan(base, withFields(title, { ...pages, Type: 'Decimal' }));
    expect(widened.TypeChanges).toEqual([{ Name: 'Pages', Description: '页数', Type: 'Decimal', From: 'Int32', AlterColumn: true }]);
    const types = ['String', 'Int32', 'Decimal', 'Boolean', 'DateTime', 'DateTime2', 'Array'];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.constantFrom(...types), (from, to) => {
        const plan = migrationPlan(withFields({ ...pages, Type: from }), withFields({ ...pages, Type: to }));
        const allowed = from === to || WIDENINGS.some((w) => w.from === from && w.to === to);
        expect(plan.Refusals.length === 0).toBe(allowed);
        if (!allowed) expect(plan.Refusals[0]?.Reason).toMatch(/类型不能从/);
      }),
    );
  });

  it('raises a length limit freely and lowers it only when no value is longer', () => {
    expect(migrationPlan(base, withFields(maxOf(200), pages)).LengthChanges).toEqual([{ Name: 'Title', Description: '题目', From: 100, To: 200 }]);
    expect(lengthChecks(base, withFields(maxOf(200), pages))).toEqual([]);
    expect(lengthChecks(base, withFields(maxOf(10), pages))).toEqual([{ field: 'Title', max: 10 }]);
    const refused = migrationPlan(base, withFields(maxOf(10), pages), { longerRows: new Map([['Title', 3]]) });
    expect(refused.Refusals).toEqual([{ Field: 'Title', Reason: '最大长度不能改为 10:有 3 条记录的值更长' }]);
    expect(migrationPlan(base, withFields(maxOf(10), pages), { longerRows: new Map([['Title', 0]]) }).Refusals).toEqual([]);
  });

  it('refuses a new table name, a new relate, the ownership settings and approval without a 审核状态 field', () => {
    const plan = migrationPlan(base, { ...withFields({ ...title, Relate: 'User' }, pages), Name: 'Paper', Server: { Flow: true } });
    expect(plan.Refusals.map((r) => r.Field)).toEqual([null, null, 'Title']);
    expect(plan.Refusals[1]?.Reason).toBe('需要审批的模块要有“审核状态”(FlowStatus)字段');
    expect(migrationPlan(base, { ...base, Server: { UserOwned: true } }).Refusals).toHaveLength(1);
  });

  it('turns approval on with a 审核状态 field, and off only while no record is under review', () => {
    const status: PlanField = { Name: 'FlowStatus', Description: '审核状态', Type: 'String' };
    const approved = { ...withFields(title, pages, status), Server: { Flow: true } };
    const on = migrationPlan(base, approved);
    expect(on).toMatchObject({ Approval: 'on', Refusals: [], Added: [{ Name: 'FlowStatus' }] });
    expect(on.Summary).toBe('新增字段 审核状态(FlowStatus);开启审批');
    const off = migrationPlan(approved, withFields(title, pages, status), { underReview: 0 });
    expect(off).toMatchObject({ Approval: 'off', Refusals: [], Summary: '取消审批' });
    expect(migrationPlan(approved, withFields(title, pages, status), { underReview: 3 }).Refusals).toEqual([
      { Field: null, Reason: '有 3 条记录正在审批中,不能取消审批:请在这些审批结束后再发布' },
    ]);
    expect(migrationPlan(approved, approved).Approval).toBeNull();
  });

  it('touches no column for other edits and says so in the summary', () => {
    const plan = migrationPlan(base, withFields({ ...title, Description: '论文题目' }, pages));
    expect(plan).toMatchObject({ Added: [], Removed: [], TypeChanges: [], Edited: ['论文题目(Title)'], Refusals: [], Summary: '修改设置 论文题目(Title)' });
    expect(migrationPlan(base, base).Summary).toBe('无变化');
    // The same field written with its keys in another order (an editor's draft) is no edit.
    const reordered = Object.fromEntries(Object.entries(title).reverse()) as typeof title;
    expect(migrationPlan(base, withFields(reordered, pages)).Summary).toBe('无变化');
  });

  it('treats a write-only field as no column: moving one out of WriteOnly adds its column', () => {
    const plan = migrationPlan({ ...base, Server: { WriteOnly: ['Pages'] } }, base);
    expect(plan.Added.map((f) => f.Name)).toEqual(['Pages']);
  });
});
