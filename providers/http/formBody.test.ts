import { describe, expect, it } from 'vitest';
import { toFormBody } from './formBody';

const decode = (body: string) => [...new URLSearchParams(body)];

describe('toFormBody (ASP.NET form binding)', () => {
  it('writes nested objects with dots and arrays of objects with indexes', () => {
    const body = toFormBody({
      PageIndex: 2,
      PageSize: 10,
      Condition: {
        KeyWord: '肿瘤',
        Filters: [
          { Name: 'Dept_Id', Compare: '==', Value: 'd1' },
          { Name: 'Year', Compare: '>=', Value: 2020 },
        ],
      },
      SortInfo: { Name: 'Create_Time', Mode: 'desc' },
    });
    expect(decode(body)).toEqual([
      ['PageIndex', '2'],
      ['PageSize', '10'],
      ['Condition.KeyWord', '肿瘤'],
      ['Condition.Filters[0].Name', 'Dept_Id'],
      ['Condition.Filters[0].Compare', '=='],
      ['Condition.Filters[0].Value', 'd1'],
      ['Condition.Filters[1].Name', 'Year'],
      ['Condition.Filters[1].Compare', '>='],
      ['Condition.Filters[1].Value', '2020'],
      ['SortInfo.Name', 'Create_Time'],
      ['SortInfo.Mode', 'desc'],
    ]);
  });

  it('indexes arrays of primitives and sends an empty array as an empty key', () => {
    expect(decode(toFormBody({ Role_Ids: ['a', 'b'] }))).toEqual([
      ['Role_Ids[0]', 'a'],
      ['Role_Ids[1]', 'b'],
    ]);
    expect(toFormBody({ Role_Ids: [] })).toBe('Role_Ids=');
  });

  it('sends null as an empty value, omits undefined, writes booleans, numbers and dates', () => {
    const body = toFormBody({ A: null, B: undefined, C: true, D: false, E: 0, F: 1.5, G: new Date(2024, 0, 2, 3, 4, 5) });
    expect(decode(body)).toEqual([
      ['A', ''],
      ['C', 'true'],
      ['D', 'false'],
      ['E', '0'],
      ['F', '1.5'],
      ['G', '2024-01-02 03:04:05'],
    ]);
  });

  it('percent-encodes reserved characters so values survive', () => {
    const body = toFormBody({ Title: 'a&b=c d+e' });
    expect(new URLSearchParams(body).get('Title')).toBe('a&b=c d+e');
  });
});
