/**
 * The server answers records with their related objects beside the foreign key (`Dept` beside `Dept_Id`).
 * Sending those objects back would make the server try to bind (or overwrite) the related record, so an object
 * field is dropped whenever a sibling `X_Id` exists. Only the top level is cleaned; arrays of records (a list of
 * rows, or a child-table field) are cleaned element by element.
 */
export function stripRelatedObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripRecord(item)) as T;
  return stripRecord(value);
}

function stripRecord<T>(value: T): T {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isPlainObject(field) && `${key}_Id` in value) continue;
    result[key] = Array.isArray(field) ? field.map((item) => stripShallow(item)) : field;
  }
  return result as T;
}

/** Child records inside an array field: drop their related objects, but go no deeper. */
function stripShallow(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isPlainObject(field) && `${key}_Id` in value) continue;
    result[key] = field;
  }
  return result;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
