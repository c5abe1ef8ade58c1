import type { ApiRecord, FieldInfoStrut, ModuleStruts } from '../../contract/index';
import { fieldKind, isHiddenInForm } from '../../core/adapter/fieldKinds';
import { isWireTrue } from '../../core/rules/wireBoolean';

/** The fields a form edits, in order. */
export function formFields(struts: ModuleStruts): FieldInfoStrut[] {
  return struts.FieldInfoStruts.filter((field) => !isHiddenInForm(field));
}

/** A record from the API → the form's data (booleans from 0/1, numbers from strings, arrays from JSON). */
export function recordToFormData(struts: ModuleStruts, record: ApiRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of formFields(struts)) {
    const value = record[field.Name];
    if (value === undefined || value === null || value === '') continue;
    switch (fieldKind(field)) {
      case 'boolean':
        data[field.Name] = isWireTrue(value);
        break;
      case 'integer':
      case 'number': {
        const parsed = Number(value);
        if (Number.isFinite(parsed)) data[field.Name] = parsed;
        break;
      }
      case 'relateMany':
        data[field.Name] = toStringArray(value);
        break;
      default:
        data[field.Name] = typeof value === 'string' ? value : String(value);
    }
  }
  return data;
}

function toStringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      return value.split(',').filter(Boolean);
    }
  }
  return [];
}

/**
 * The form's data → the record to send. Every form field is present so that a cleared value clears on the server:
 * empty numbers (and any empty value) become null (DM-FORM-13); arrays stay arrays.
 */
export function formDataToRecord(struts: ModuleStruts, data: Record<string, unknown>): ApiRecord {
  const record: ApiRecord = {};
  for (const field of formFields(struts)) {
    const value = data[field.Name];
    if (fieldKind(field) === 'relateMany') {
      record[field.Name] = Array.isArray(value) ? value : [];
      continue;
    }
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      record[field.Name] = null;
      continue;
    }
    record[field.Name] = value;
  }
  return record;
}
