import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index.js';
import { personalFieldNames, withholdPersonalFields } from './personalFields.js';

const person: ModuleStruts = {
  Name: 'Person',
  Description: '人员',
  RelateFields: ['Name'],
  FieldInfoStruts: [
    { Name: 'Name', Description: '姓名', Type: 'String', Sortable: true },
    { Name: 'BirthDate', Description: '出生日期', Type: 'DateTime', Sortable: true, Personal: true },
    { Name: 'Email', Description: '邮箱', Type: 'String', Hide: 'List', Personal: true },
    { Name: 'Secret', Description: '密钥', Type: 'String', Hide: 'Form', Personal: true },
  ],
};

describe('personal fields', () => {
  it('are the fields marked Personal', () => {
    expect(personalFieldNames(person.FieldInfoStruts)).toEqual(['BirthDate', 'Email', 'Secret']);
  });

  it('leave the list and turn read-only in the form for a reader without the grant', () => {
    const [name, birth, email, secret] = withholdPersonalFields(person, false).FieldInfoStruts;
    expect(name).toBe(person.FieldInfoStruts[0]);
    expect(birth).toMatchObject({ Hide: 'List', Sortable: false, ReadOnly: 'All' });
    expect(email).toMatchObject({ Hide: 'List', ReadOnly: 'All' });
    expect(secret).toMatchObject({ Hide: 'All' });
  });

  it('are left as described for a reader with the grant', () => {
    expect(withholdPersonalFields(person, true)).toBe(person);
  });
});
