/**
 * toApiRecord is made per module as one object literal (recordOutput.ts): properties over arbitrary field names,
 * types and stored values — the record equals the one built field by field, values and key order alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeModule } from '../platform/catalogue/catalogue.js';
import { SYSTEM_COLUMNS } from '../platform/db/systemColumns.js';
import type { Row } from '../platform/db/types.js';
import { toApiRecord } from './recordOutput.js';
import { toWireValue } from './values.js';

const TYPES = ['String', 'Int32', 'Decimal', 'Boolean', 'DateTime', 'Array', 'Text'];

// Names as a catalogue may spell them, and ones it should not: quotes, backslashes, Chinese, a system column's, JavaScript's own.
const fieldName = fc.oneof(
  fc.constantFrom('Title', 'Dept_Id', 'Id', 'RowVersion', 'constructor', 'toString', '__proto__', '题目', 'a"b', 'a\\b', "it's", '1st', ''),
  fc.string({ minLength: 1, maxLength: 8 }),
);

const storedValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, 1, '0', '1', '["a","b"]', '[]', 'not json', ''),
);

/** The record as the specification reads: system columns, RowVersion a number, each stored field's wire form. */
function reference(storedFields: ReadonlyArray<{ Name: string; Type: string }>, row: Row): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const define = (name: string, value: unknown) => Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
  for (const column of SYSTEM_COLUMNS) define(column.name, row[column.name] ?? null);
  define('RowVersion', Number(row.RowVersion ?? 0));
  for (const field of storedFields) define(field.Name, toWireValue(field.Type, row[field.Name]));
  return record;
}

describe('toApiRecord', () => {
  it('gives every module and row the record built field by field, in the same key order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ Name: fieldName, Type: fc.constantFrom(...TYPES) }), { selector: (f) => f.Name, maxLength: 12 }),
        fc.dictionary(fc.oneof(fieldName, fc.constantFrom(...SYSTEM_COLUMNS.map((c) => c.name))), storedValue),
        (fields, values) => {
          const module = describeModule('Test', 'P.json', {
            Name: 'P',
            Description: '属性',
            RelateFields: [],
            FieldInfoStruts: fields.map((f) => ({ ...f, Description: f.Name })),
          });
          const row = values as Row;
          const record = toApiRecord(module, row);
          const expected = reference(module.storedFields, row);
          expect(Object.keys(record)).toEqual(Object.keys(expected));
          expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
          for (const key of Object.keys(expected)) expect(Object.hasOwn(record, key) && record[key]).toEqual(Object.hasOwn(expected, key) && expected[key]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a seeded module’s row as its wire form', () => {
    const paper = describeModule('Test', 'Paper.json', {
      Name: 'Paper',
      Description: '论文',
      RelateFields: ['Title'],
      FieldInfoStruts: [
        { Name: 'Title', Description: '题目', Type: 'String' },
        { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal' },
        { Name: 'IsFirst', Description: '第一作者', Type: 'Boolean' },
        { Name: 'Tags', Description: '标签', Type: 'Array' },
        { Name: 'Pages', Description: '页数', Type: 'Int32' },
      ],
    });
    const record = toApiRecord(paper, { Id: 'p1', RowVersion: '3', Title: '论文', ImpactFactor: '8.5', IsFirst: 1, Tags: '["a"]', Pages: null });
    expect(JSON.stringify(record)).toBe(
      '{"Id":"p1","Create_Time":null,"Modify_Time":null,"Create_User_Id":null,"Modify_User_Id":null,"RowVersion":3,"Title":"论文","ImpactFactor":8.5,"IsFirst":true,"Tags":["a"],"Pages":null}',
    );
  });
});
