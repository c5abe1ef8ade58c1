import { describe, expect, it } from 'vitest';
import { stripRelatedObjects } from './stripRelatedObjects';

describe('stripRelatedObjects', () => {
  it('drops an object field beside its X_Id and keeps everything else', () => {
    const record = { Id: '1', Dept_Id: 'd1', Dept: { Id: 'd1', Name: '科研处' }, Extra: { a: 1 }, Tags: ['x'], Name: 'n' };
    expect(stripRelatedObjects(record)).toEqual({ Id: '1', Dept_Id: 'd1', Extra: { a: 1 }, Tags: ['x'], Name: 'n' });
    expect(record.Dept).toBeDefined(); // input untouched
  });

  it('keeps a related object whose X_Id is absent, and null values', () => {
    expect(stripRelatedObjects({ Dept: { Name: 'x' }, Person: null, Person_Id: null })).toEqual({ Dept: { Name: 'x' }, Person: null, Person_Id: null });
  });

  it('cleans arrays of records and child records of an array field', () => {
    expect(stripRelatedObjects([{ Dept_Id: 'd', Dept: { Id: 'd' } }])).toEqual([{ Dept_Id: 'd' }]);
    expect(stripRelatedObjects({ Members: [{ Person_Id: 'p', Person: { Id: 'p' }, Role: '负责人' }] })).toEqual({
      Members: [{ Person_Id: 'p', Role: '负责人' }],
    });
  });
});
