import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_SCOPE_KINDS,
  departmentAndBelow,
  isRowInReach,
  rowReachOf,
  scopeForModule,
  type DataScope,
  type RoleDataScope,
  type ScopedRole,
} from './dataScope.js';

// 医院 ─ 内科 ─ 心内科, 神经内科; 外科.
const tree = new Map<string, string | null>([
  ['d-hosp', null],
  ['d-med', 'd-hosp'],
  ['d-cardio', 'd-med'],
  ['d-neuro', 'd-med'],
  ['d-surg', 'd-hosp'],
]);
const head = { id: 'u-head', deptId: 'd-med' };
const role = (dataScope: RoleDataScope | null, decides = false): ScopedRole => ({ dataScope, decides });
const reach = (roles: ScopedRole[], module = 'Thesis', hasDeptColumn = true) => rowReachOf({ user: head, roles, module, deptParents: tree, hasDeptColumn });

describe('data scope', () => {
  it('keeps today’s rule when no scope is set: Check sees all, otherwise own rows only', () => {
    expect(reach([role(null, true)])).toEqual({ all: true });
    expect(reach([role(null)])).toEqual({ all: false, ownerId: 'u-head', departmentIds: [], tasks: false });
    expect(reach([role({ overrides: [{ modules: ['Patent'], scope: { kind: 'self' } }] }, true)])).toEqual({ all: true });
  });

  it('narrows an approver with a scope to it, plus the records they are asked to judge (their flow tasks)', () => {
    const r = reach([role({ default: { kind: 'dept' } }, true)]);
    expect(r).toEqual({ all: false, ownerId: 'u-head', departmentIds: ['d-med'], tasks: true });
    expect(isRowInReach({ ownerId: 'u-x', deptId: 'd-surg', assigned: true }, r)).toBe(true);
    expect(isRowInReach({ ownerId: 'u-x', deptId: 'd-surg', assigned: false }, r)).toBe(false);
    expect(reach([role({ default: { kind: 'self' } }, true)])).toEqual({ all: false, ownerId: 'u-head', departmentIds: [], tasks: true });
    expect(reach([role({ default: { kind: 'all' } }, true)])).toEqual({ all: true });
    // A task reaches nothing for a role that does not decide the module.
    expect(isRowInReach({ ownerId: 'u-x', deptId: 'd-surg', assigned: true }, reach([role({ default: { kind: 'dept' } })]))).toBe(false);
  });

  it('reads the department and below, the department alone, or chosen departments', () => {
    expect(reach([role({ default: { kind: 'deptAndBelow' } })])).toMatchObject({ departmentIds: ['d-cardio', 'd-med', 'd-neuro'] });
    expect(reach([role({ default: { kind: 'dept' } })])).toMatchObject({ departmentIds: ['d-med'] });
    expect(reach([role({ default: { kind: 'custom', deptIds: ['d-surg'] } })])).toMatchObject({ departmentIds: ['d-surg'] });
  });

  it('lets an override for a module group replace the default (本部门 on 论文, 仅本人 on 经费)', () => {
    const scope: RoleDataScope = { default: { kind: 'dept' }, overrides: [{ modules: ['ThesisCost'], scope: { kind: 'self' } }] };
    expect(scopeForModule(scope, 'thesiscost')).toEqual({ kind: 'self' });
    expect(scopeForModule(scope, 'Thesis')).toEqual({ kind: 'dept' });
    expect(reach([role(scope)], 'ThesisCost')).toMatchObject({ departmentIds: [] });
  });

  it('unites several roles, and a module without a department column reaches only own rows', () => {
    expect(reach([role({ default: { kind: 'dept' } }), role({ default: { kind: 'custom', deptIds: ['d-surg'] } })])).toMatchObject({
      departmentIds: ['d-med', 'd-surg'],
    });
    expect(reach([role({ default: { kind: 'dept' } }), role(null, true)])).toEqual({ all: true });
    expect(reach([role({ default: { kind: 'deptAndBelow' } })], 'Thesis', false)).toMatchObject({ departmentIds: [] });
  });

  it('ends the walk below a department in a cycle of hostile parent links', () => {
    const cyclic = new Map<string, string | null>([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect([...departmentAndBelow('a', cyclic)].sort()).toEqual(['a', 'b']);
  });

  it('answers own rows always and others by their department', () => {
    const r = reach([role({ default: { kind: 'dept' } })]);
    expect(isRowInReach({ ownerId: 'u-head', deptId: 'd-surg' }, r)).toBe(true);
    expect(isRowInReach({ ownerId: 'u-x', deptId: 'd-med' }, r)).toBe(true);
    expect(isRowInReach({ ownerId: 'u-x', deptId: 'd-cardio' }, r)).toBe(false);
    expect(isRowInReach({ ownerId: 'u-x', deptId: null }, r)).toBe(false);
  });
});

// The property: with random trees, users, roles and records, a record is reachable iff some role's scope, read
// straight from its definition (ancestors walked up from the record, not descendants down from the user), holds it.
const DEPTS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];
const USERS = ['u0', 'u1', 'u2'];
const MODULES = ['Thesis', 'Patent', 'ThesisCost'];

const scopeArb: fc.Arbitrary<DataScope> = fc.oneof(
  fc.constantFrom(...DATA_SCOPE_KINDS.filter((k) => k !== 'custom')).map((kind) => ({ kind })),
  fc.uniqueArray(fc.constantFrom(...DEPTS), { minLength: 1 }).map((deptIds) => ({ kind: 'custom' as const, deptIds })),
);
const roleArb: fc.Arbitrary<ScopedRole> = fc.record({
  dataScope: fc.option(
    fc.record({
      default: fc.option(scopeArb, { nil: undefined }),
      overrides: fc.array(fc.record({ modules: fc.uniqueArray(fc.constantFrom(...MODULES), { minLength: 1 }), scope: scopeArb }), { maxLength: 2 }),
    }),
    { nil: null },
  ),
  decides: fc.boolean(),
});
// Parents drawn among earlier departments keep the tree acyclic, as Dept rows are.
const treeArb = fc
  .tuple(...DEPTS.map((_, i) => fc.option(fc.constantFrom(...DEPTS.slice(0, Math.max(i, 1))), { nil: null })))
  .map((parents) => new Map(DEPTS.map((id, i) => [id, i === 0 ? null : parents[i]] as [string, string | null])));
const recordArb = fc.record({
  ownerId: fc.option(fc.constantFrom(...USERS), { nil: null }),
  deptId: fc.option(fc.constantFrom(...DEPTS), { nil: null }),
  // The caller holds a flow task on it (an approval assigned to them, open or decided).
  assigned: fc.boolean(),
});

function isAncestorOrSelf(ancestor: string, dept: string, parents: ReadonlyMap<string, string | null>): boolean {
  let current: string | null | undefined = dept;
  for (let steps = 0; current && steps <= parents.size; steps++) {
    if (current === ancestor) return true;
    current = parents.get(current);
  }
  return false;
}

function inScopeByDefinition(
  record: { ownerId: string | null; deptId: string | null; assigned: boolean },
  user: { id: string; deptId: string | null },
  r: ScopedRole,
  module: string,
  parents: ReadonlyMap<string, string | null>,
  hasDeptColumn: boolean,
): boolean {
  if (record.ownerId === user.id) return true;
  const set = scopeForModule(r.dataScope, module);
  // An approver reads all without a scope, and what they are asked to judge under one.
  if (r.decides && set === null) return true;
  if (r.decides && record.assigned) return true;
  const scope: DataScope = set ?? { kind: 'self' };
  if (scope.kind === 'all') return true;
  if (!hasDeptColumn || record.deptId === null) return false;
  if (scope.kind === 'dept') return record.deptId === user.deptId;
  if (scope.kind === 'deptAndBelow') return user.deptId !== null && isAncestorOrSelf(user.deptId, record.deptId, parents);
  if (scope.kind === 'custom') return (scope.deptIds ?? []).includes(record.deptId);
  return false;
}

describe('data scope property', () => {
  it('reaches a record exactly when it lies inside the union of the roles’ scopes, or an approver under a scope holds a task on it', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.constantFrom(...USERS),
        fc.option(fc.constantFrom(...DEPTS), { nil: null }),
        fc.array(roleArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...MODULES),
        fc.boolean(),
        fc.array(recordArb, { maxLength: 12 }),
        (parents, id, deptId, roles, module, hasDeptColumn, records) => {
          const user = { id, deptId };
          const r = rowReachOf({ user, roles, module, deptParents: parents, hasDeptColumn });
          for (const record of records) {
            const expected = roles.some((x) => inScopeByDefinition(record, user, x, module, parents, hasDeptColumn));
            expect(isRowInReach(record, r)).toBe(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
