import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index.js';
import { changedFields, SENSITIVE_CHANGED, sameValue } from './changedFields.js';

const field = (Name: string, Description: string, Type = 'String'): FieldInfoStrut => ({ Name, Description, Type });
const FIELDS = [
  field('Id', '编号'),
  field('Title', '题目'),
  field('Score', '分值', 'Decimal'),
  field('Dept_Id', '科室'),
  field('Password', '密码'),
  field('Create_Time', '创建时间', 'DateTime'),
  field('Modify_User_Id', '修改人'),
  field('RowVersion', '版本', 'Int32'),
  field('HasException', '异常', 'Boolean'),
];
const SENSITIVE = new Set(['Password']);
const OWN = ['Title', 'Score', 'Dept_Id'];

describe('changedFields', () => {
  it('answers the changed fields of an update with their labels and raw values, in descriptor order', () => {
    const before = { Id: 'r1', Title: '旧题目', Score: 1.5, Dept_Id: 'd1', RowVersion: 1, Modify_User_Id: 'u1' };
    const after = { ...before, Title: '新题目', Dept_Id: 'd2', RowVersion: 2, Modify_User_Id: 'u2', Create_Time: 'x' };
    expect(changedFields(FIELDS, SENSITIVE, before, after)).toEqual([
      { Field: 'Title', Label: '题目', Old: '旧题目', New: '新题目' },
      { Field: 'Dept_Id', Label: '科室', Old: 'd1', New: 'd2' },
    ]);
  });

  it('a new record lists its filled fields, a deleted one the values it had', () => {
    const row = { Id: 'r1', Title: '题目一', Score: null, Dept_Id: '' };
    expect(changedFields(FIELDS, SENSITIVE, null, row)).toEqual([{ Field: 'Title', Label: '题目', Old: null, New: '题目一' }]);
    expect(changedFields(FIELDS, SENSITIVE, row, null)).toEqual([{ Field: 'Title', Label: '题目', Old: '题目一', New: null }]);
  });

  it('says only 已修改 for a sensitive field that is set, and nothing when it is not', () => {
    expect(changedFields(FIELDS, SENSITIVE, { Password: 'a' }, { Password: 'secret' })).toEqual([
      { Field: 'Password', Label: '密码', Old: null, New: SENSITIVE_CHANGED, Sensitive: true },
    ]);
    expect(changedFields(FIELDS, SENSITIVE, {}, { Password: '' })).toEqual([]);
  });

  it('reads the same stored value given two ways as unchanged', () => {
    expect(sameValue(3, '3')).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue('["a","b"]', ['a', 'b'])).toBe(true);
    expect(sameValue(true, 1)).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
    expect(sameValue(0, null)).toBe(false);
  });

  const value = fc.oneof(fc.constant(null), fc.string({ maxLength: 4 }), fc.integer({ min: -5, max: 5 }));
  const row = fc.record({ Id: fc.string(), Title: value, Score: value, Dept_Id: value, Password: value, RowVersion: fc.nat(), Modify_User_Id: value });

  it('property: a row compared with itself has no change, and a sensitive value never shows', () => {
    fc.assert(
      fc.property(row, row, (a, b) => {
        expect(changedFields(FIELDS, SENSITIVE, a, { ...a, Password: null })).toEqual([]);
        const changes = changedFields(FIELDS, SENSITIVE, a, b);
        for (const change of changes) {
          expect(OWN.includes(change.Field) || change.Field === 'Password').toBe(true);
          if (change.Field === 'Password') expect([change.Old, change.New]).toEqual([null, SENSITIVE_CHANGED]);
          else expect(sameValue(change.Old, change.New)).toBe(false);
        }
        // Every own field that differs is reported, and nothing else.
        const differing = OWN.filter((name) => !sameValue(a[name as keyof typeof a], b[name as keyof typeof b]));
        expect(changes.filter((c) => c.Field !== 'Password').map((c) => c.Field)).toEqual(differing);
      }),
    );
  });
});
