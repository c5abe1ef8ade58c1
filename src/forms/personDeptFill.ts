import type { ApiRecord, FieldInfoStrut } from '../../contract/index';
import { fieldKind, relatedObjectName } from '../../core/adapter/fieldKinds';
import { isEmptyValue } from '../../core/rules/checks';

/** A department as the department select shows it. */
export interface DeptChoice {
  Id: string;
  Name: string;
}

/**
 * A person's department (DM-FORM-6): the first of the person's departments when the row lists them
 * (`Depts`), else the row's Dept_Id with DeptName (what /api/Person/PersonPageList answers).
 */
export function personDepartment(person: ApiRecord): DeptChoice | null {
  const depts = person.Depts;
  if (Array.isArray(depts)) {
    const first = depts.find((dept): dept is ApiRecord => typeof dept === 'object' && dept !== null && typeof (dept as ApiRecord).Id === 'string');
    if (first) return { Id: String(first.Id), Name: typeof first.Name === 'string' ? first.Name : '' };
  }
  if (typeof person.Dept_Id === 'string' && person.Dept_Id) {
    const related = person.Dept as ApiRecord | null | undefined;
    const name = typeof person.DeptName === 'string' ? person.DeptName : typeof related?.Name === 'string' ? related.Name : '';
    return { Id: person.Dept_Id, Name: name };
  }
  return null;
}

export interface PersonDeptFill {
  data: Record<string, unknown>;
  /** The department field's related object name and the chosen department, so the select shows its name. */
  related: { name: string; value: DeptChoice } | null;
}

/**
 * After a change of the form's data: when a single Person field now holds a person it did not hold before, and the
 * form's department field (the first single relate to Dept) is empty, the department is filled from that person.
 * `people` answers the rows the remote selects have shown, by Id. Pure.
 */
export function fillDeptFromPerson(
  fields: readonly FieldInfoStrut[],
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
  people: (id: string) => ApiRecord | undefined,
): PersonDeptFill {
  const deptField = fields.find((field) => field.Relate?.toLowerCase() === 'dept' && fieldKind(field) === 'relate');
  if (!deptField || !isEmptyValue(next[deptField.Name])) return { data: next, related: null };
  for (const field of fields) {
    if (field.Relate?.toLowerCase() !== 'person' || fieldKind(field) !== 'relate') continue;
    const chosen = next[field.Name];
    if (typeof chosen !== 'string' || !chosen || chosen === previous[field.Name]) continue;
    const person = people(chosen);
    const dept = person ? personDepartment(person) : null;
    if (!dept) continue;
    return { data: { ...next, [deptField.Name]: dept.Id }, related: { name: relatedObjectName(deptField.Name), value: dept } };
  }
  return { data: next, related: null };
}
