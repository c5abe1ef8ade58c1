import { describe, expect, it } from 'vitest';
import type { ApiRecord, FieldInfoStrut } from '../../contract/index';
import { fillNameFromPerson } from './personNameFill';

const fields: FieldInfoStrut[] = [
  { Name: 'Account', Description: '账号', Type: 'String' },
  { Name: 'Name', Description: '姓名', Type: 'String' },
  { Name: 'Person_Id', Description: '对应人员', Type: 'String', Relate: 'Person' },
];
const rows: Record<string, ApiRecord> = { p1: { Id: 'p1', Name: '张三' }, p2: { Id: 'p2', Name: '李四' } };
const people = (id: string) => rows[id];

describe('fillNameFromPerson', () => {
  it('fills an empty 姓名 from the chosen person', () => {
    expect(fillNameFromPerson(fields, {}, { Person_Id: 'p1' }, people)).toEqual({ Person_Id: 'p1', Name: '张三' });
  });
  it('follows a change of person while the name is still the previous person’s', () => {
    expect(fillNameFromPerson(fields, { Person_Id: 'p1', Name: '张三' }, { Person_Id: 'p2', Name: '张三' }, people).Name).toBe('李四');
  });
  it('never overwrites a name typed by hand', () => {
    expect(fillNameFromPerson(fields, { Name: '王五' }, { Person_Id: 'p1', Name: '王五' }, people).Name).toBe('王五');
  });
  it('does nothing when the person is unchanged, unknown, or the form has no such fields', () => {
    const same = { Person_Id: 'p1', Name: '' };
    expect(fillNameFromPerson(fields, { Person_Id: 'p1' }, same, people)).toBe(same);
    const unknown = { Person_Id: 'p9' };
    expect(fillNameFromPerson(fields, {}, unknown, people)).toBe(unknown);
    const noName = { Person_Id: 'p1' };
    expect(
      fillNameFromPerson(
        fields.filter((f) => f.Name !== 'Name'),
        {},
        noName,
        people,
      ),
    ).toBe(noName);
  });
});
