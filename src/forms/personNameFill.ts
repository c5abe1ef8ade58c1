import type { ApiRecord, FieldInfoStrut } from '../../contract/index';
import { fieldKind } from '../../core/adapter/fieldKinds';
import { isEmptyValue } from '../../core/rules/checks';

/** The name a person row shows (Person rows and /api/Person/PersonPageList answer `Name`). */
function personName(person: ApiRecord | undefined): string | null {
  return person && typeof person.Name === 'string' && person.Name.trim() ? person.Name.trim() : null;
}

/**
 * After a change of the form's data (D-UI-4: choosing 对应人员 on a user fills 姓名): when the single Person field
 * now holds a new person and the form's own `Name` text field is empty, or still holds the previous person's name,
 * the name is filled from the person. A name the person typed themselves is never overwritten. Pure.
 */
export function fillNameFromPerson(
  fields: readonly FieldInfoStrut[],
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
  people: (id: string) => ApiRecord | undefined,
): Record<string, unknown> {
  const nameField = fields.find((field) => field.Name === 'Name' && fieldKind(field) === 'text');
  const personField = fields.find((field) => field.Relate?.toLowerCase() === 'person' && fieldKind(field) === 'relate');
  if (!nameField || !personField) return next;
  const chosen = next[personField.Name];
  if (typeof chosen !== 'string' || !chosen || chosen === previous[personField.Name]) return next;
  const name = personName(people(chosen));
  if (!name) return next;
  const current = next[nameField.Name];
  const before = typeof previous[personField.Name] === 'string' ? personName(people(previous[personField.Name] as string)) : null;
  if (!isEmptyValue(current) && current !== before) return next;
  return { ...next, [nameField.Name]: name };
}
