/**
 * Dictionary-backed fields (EnumItemName) take only values of their dictionary, and with EnumParentField only children
 * of the parent field's chosen item: anything else is a 400 in Chinese and nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string;
let thesis: Record<string, unknown>;

/** The catalogue plus a module with a dependent dictionary (科室类别 → 专业方向). */
function schemasWithDependentDictionary(): string {
  const dir = path.join(tempDataDir(), 'schemas');
  fs.cpSync(path.resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'Basis', 'DeptSpecialty.json'),
    JSON.stringify({
      Name: 'DeptSpecialty',
      Description: '科室专业',
      RelateFields: ['Name'],
      FieldInfoStruts: [
        { Name: 'Name', Description: '名称', Type: 'String', Rules: [{ RuleName: 'required' }] },
        { Name: 'Category', Description: '科室类别', Type: 'String', EnumItemName: '科室类别' },
        { Name: 'Specialty', Description: '专业方向', Type: 'String', EnumItemName: '专业方向', EnumParentField: 'Category' },
      ],
    }),
  );
  return dir;
}

const post = (cookie: string, module: string, payload: Record<string, unknown>) => server.call(cookie, { method: 'POST', url: `/api/${module}/Post`, payload });
const count = async (module: string) => (await server.list(admin, module, {})).Total;

beforeAll(async () => {
  server = await startServer({ schemasDir: schemasWithDependentDictionary() });
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
  const first = async (module: string) => (await server.list(admin, module, { PageSize: 1 })).Data[0];
  const [journal, person, dept] = await Promise.all([first('Journal'), first('Person'), first('Dept')]);
  thesis = { Title: '字典取值测试论文', Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01' };
});
afterAll(() => server.close());

describe('dictionary values', () => {
  it('refuses a value outside the dictionary, on create and on update, and writes nothing', async () => {
    const before = await count('Thesis');
    const bad = await post(staff, 'Thesis', { ...thesis, Partition: '中科院五区' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: '分区:取值不在字典范围内' });
    const badType = await post(staff, 'Thesis', { ...thesis, Partition: '中科院一区', IncludedType: 'SCI-X' });
    expect(badType.json()).toEqual({ Message: '收录类型:取值不在字典范围内' });
    expect(await count('Thesis')).toBe(before);

    const good = await post(staff, 'Thesis', { ...thesis, Partition: '中科院一区', IncludedType: 'SCIE' });
    expect(good.statusCode, good.body).toBe(200);
    const id = good.json<ApiRecord>().Id;
    const badUpdate = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: id, Partition: 'Q5' } });
    expect(badUpdate.json()).toEqual({ Message: '分区:取值不在字典范围内' });
    const stored = (await server.call(staff, { method: 'GET', url: `/api/Thesis/Get/${id}` })).json<ApiRecord>();
    expect(stored).toMatchObject({ Partition: '中科院一区', RowVersion: 1 });
  });

  it('takes only a child of the parent field’s chosen item', async () => {
    const categories = (
      await server.list(admin, 'EnumItem', { PageSize: 100, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '科室类别' }] } })
    ).Data;
    const [clinical, other] = categories;
    const child = await post(admin, 'EnumItem', { EnumName: '专业方向', EnumValue: '介入治疗', Parent_Id: clinical.Id });
    expect(child.statusCode, child.body).toBe(200);

    const under = (category: unknown, specialty: string) => post(admin, 'DeptSpecialty', { Name: '专业', Category: category, Specialty: specialty });
    expect((await under(clinical.EnumValue, '介入治疗')).statusCode).toBe(200);
    for (const attempt of [await under(other.EnumValue, '介入治疗'), await under(null, '介入治疗'), await under(clinical.EnumValue, '不存在的方向')]) {
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json()).toEqual({ Message: '专业方向:取值不在字典范围内' });
    }
    // Changing the parent alone is checked too: the child no longer belongs to it.
    const saved = (await under(clinical.EnumValue, '介入治疗')).json<ApiRecord>();
    const moved = await server.call(admin, { method: 'PUT', url: '/api/DeptSpecialty/Put', payload: { Id: saved.Id, Category: other.EnumValue } });
    expect(moved.json()).toEqual({ Message: '专业方向:取值不在字典范围内' });
  });
});
