import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, toModuleStruts } from './catalogue.js';
import { validateModuleFile } from './validateModuleFile.js';

const good = { Name: 'Demo', Description: '示例', RelateFields: ['Title'], FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String' }] };

describe('module file check', () => {
  it('accepts a well-formed file', () => {
    expect(validateModuleFile('Demo.json', good).Name).toBe('Demo');
  });

  it('names the file and the field of the first problem', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...good, FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'Text' }] }, '$.FieldInfoStruts[0].Type'],
      [{ ...good, FieldInfoStruts: [{ Name: 'bad name', Description: 'x', Type: 'String' }] }, '$.FieldInfoStruts[0].Name'],
      [{ ...good, RelateFields: ['Missing'] }, '$.RelateFields[0]'],
      [{ ...good, Extra: 1 }, '$.Extra'],
      [{ ...good, Server: { Indexes: [['Nope']] } }, '$.Server.Indexes[0][0]'],
      [
        { ...good, FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String', Rules: [{ RuleName: 'stringLength' }] }] },
        '$.FieldInfoStruts[0].Rules[0].RulePars',
      ],
    ];
    for (const [data, field] of cases) {
      expect(() => validateModuleFile('schemas/X/Demo.json', data)).toThrowError(`schemas/X/Demo.json 字段 ${field}`);
    }
  });

  it('loads the real catalogue; descriptors never show the Server key', () => {
    const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../../schemas'));
    const user = catalogue.find('user');
    expect(user?.writeOnly.has('Password')).toBe(true);
    expect(toModuleStruts(user!)).not.toHaveProperty('Server');
    expect(catalogue.find('THESIS')?.userOwned).toBe(true);
  });

  it('stops on a relate to a module that does not exist', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    fs.mkdirSync(path.join(dir, 'Area'));
    const bad = { ...good, FieldInfoStruts: [...good.FieldInfoStruts, { Name: 'X_Id', Description: 'x', Type: 'String', Relate: 'Nowhere' }] };
    fs.writeFileSync(path.join(dir, 'Area', 'Demo.json'), JSON.stringify(bad));
    expect(() => loadCatalogue(dir)).toThrowError('$.FieldInfoStruts[1].Relate');
  });
});
