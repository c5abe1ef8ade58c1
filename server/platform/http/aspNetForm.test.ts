import { describe, expect, it } from 'vitest';
import { parseAspNetForm, parseFormKey } from './aspNetForm.js';

describe('parseAspNetForm', () => {
  it('builds nested objects and arrays from ASP.NET binding keys', () => {
    const body =
      'PageIndex=2&PageSize=20&Condition.KeyWord=%E5%BF%83&Condition.Filters%5B0%5D.Name=Title&Condition.Filters[0].Compare=%24&Condition.Filters[0].Value=a+b&Condition.Filters[1].Name=Dept_Id&SortInfo.Name=Title&SortInfo.Mode=desc';
    expect(parseAspNetForm(body)).toEqual({
      PageIndex: '2',
      PageSize: '20',
      Condition: { KeyWord: '心', Filters: [{ Name: 'Title', Compare: '$', Value: 'a b' }, { Name: 'Dept_Id' }] },
      SortInfo: { Name: 'Title', Mode: 'desc' },
    });
  });

  it('indexes plain arrays, appends with [], and turns repeated keys into arrays', () => {
    expect(parseAspNetForm('A[0]=x&A[1]=y')).toEqual({ A: ['x', 'y'] });
    expect(parseAspNetForm('A[]=x&A[]=y')).toEqual({ A: ['x', 'y'] });
    expect(parseAspNetForm('Role_Ids=1&Role_Ids=2&Role_Ids=3')).toEqual({ Role_Ids: ['1', '2', '3'] });
    expect(parseAspNetForm('A.B=y&A.C.D=z')).toEqual({ A: { B: 'y', C: { D: 'z' } } });
  });

  it('keeps empty values as empty strings and closes sparse indexes', () => {
    expect(parseAspNetForm('Remark=&Name=x')).toEqual({ Remark: '', Name: 'x' });
    expect(parseAspNetForm('F[0]=a&F[5]=b')).toEqual({ F: ['a', 'b'] });
  });

  it('drops keys that could reach the prototype, and malformed keys', () => {
    const parsed = parseAspNetForm('__proto__.polluted=1&A.constructor.prototype.x=1&[0]=bad&ok=1&a..b=2');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseFormKey('a]b')).toBeNull();
  });
});
