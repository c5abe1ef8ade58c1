import { describe, expect, it } from 'vitest';
import type { ApiRecord, FieldInfoStrut } from '../../contract/index';
import { fillDeptFromPerson, personDepartment } from './personDeptFill';

const fields: FieldInfoStrut[] = [
  { Name: 'Title', Description: '题目', Type: 'String' },
  { Name: 'FirstAuthor_Id', Description: '第一作者', Type: 'String', Relate: 'Person' },
  { Name: 'Reviewer_Ids', Description: '评审人', Type: 'Array', Relate: 'Person' },
  { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
];

const people: Record<string, ApiRecord> = {
  p1: { Id: 'p1', Name: '张三', Dept_Id: 'd1', DeptName: '心血管内科' },
  p2: {
    Id: 'p2',
    Name: '李四',
    Depts: [
      { Id: 'd7', Name: '神经内科' },
      { Id: 'd8', Name: '急诊科' },
    ],
    Dept_Id: 'd1',
    DeptName: '心血管内科',
  },
  p3: { Id: 'p3', Name: '王五', Dept_Id: null },
};
const lookup = (id: string) => people[id];

describe('person → department fill', () => {
  it("takes the person's first department, else Dept_Id with DeptName", () => {
    expect(personDepartment(people.p2)).toEqual({ Id: 'd7', Name: '神经内科' });
    expect(personDepartment(people.p1)).toEqual({ Id: 'd1', Name: '心血管内科' });
    expect(personDepartment(people.p3)).toBeNull();
  });

  it('fills an empty department when a person is chosen, with the name for the select', () => {
    expect(fillDeptFromPerson(fields, {}, { FirstAuthor_Id: 'p1' }, lookup)).toEqual({
      data: { FirstAuthor_Id: 'p1', Dept_Id: 'd1' },
      related: { name: 'Dept', value: { Id: 'd1', Name: '心血管内科' } },
    });
  });

  it('keeps a department already chosen, and ignores unchanged people, multiple selects and people without one', () => {
    expect(fillDeptFromPerson(fields, {}, { FirstAuthor_Id: 'p1', Dept_Id: 'd9' }, lookup).data.Dept_Id).toBe('d9');
    expect(fillDeptFromPerson(fields, { FirstAuthor_Id: 'p1' }, { FirstAuthor_Id: 'p1' }, lookup).related).toBeNull();
    expect(fillDeptFromPerson(fields, {}, { Reviewer_Ids: ['p1'] }, lookup).related).toBeNull();
    expect(fillDeptFromPerson(fields, {}, { FirstAuthor_Id: 'p3' }, lookup).data).toEqual({ FirstAuthor_Id: 'p3' });
  });
});
