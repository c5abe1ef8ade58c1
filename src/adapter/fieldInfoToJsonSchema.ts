import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { JSONSchema7Type } from 'json-schema';
import type { FieldInfoStrut, ModuleStruts } from '../../contract/index';
import { fieldKind, isHiddenInForm, relatedObjectName, isRequiredIn } from '../../core/adapter/fieldKinds';
import { isWireTrue } from '../../core/rules/wireBoolean';
import { isMoneyField } from '../../core/adapter/listColumns';
import { lengthBounds } from '../../core/rules/fieldRules';
import { relateManyWidget, textFieldWidget } from './relateWidgets';

export type FormMode = 'create' | 'edit';

export interface FormGroup {
  title: string;
  fields: string[];
}

/** ui:options of a widget that shows or picks related records. */
export interface RelateWidgetOptions {
  relate: string;
  relatedObject: string;
  multiple: boolean;
}

export interface DictionaryWidgetOptions {
  enumName: string;
  /** The field whose chosen item is this dictionary's parent (EnumParentField), its label and its dictionary. */
  parentField: string | null;
  parentDescription: string | null;
  parentEnumName: string | null;
}

export interface ModuleFormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Form sections in the order the descriptors give them (fields without GroupNames go to the first section). */
  groups: FormGroup[];
}

const DEFAULT_GROUP = '基本信息';

/**
 * The adapter: a module's FieldInfoStruts → JSON Schema + UI schema for rjsf. Pure.
 * Rule checks (required, lengths, e-mail, phone, ...) are not expressed as JSON Schema keywords: the rule catalogue
 * produces the exact messages of DM-VAL-2 to DM-VAL-9; `required` is kept in the schema only so the label carries an
 * asterisk.
 */
export function fieldInfoToJsonSchema(struts: ModuleStruts, mode: FormMode): ModuleFormSchema {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  const order: string[] = [];
  const groups: FormGroup[] = [];

  for (const field of struts.FieldInfoStruts) {
    if (isHiddenInForm(field)) continue;
    properties[field.Name] = fieldSchema(field);
    uiSchema[field.Name] = fieldUiSchema(field, mode, struts.FieldInfoStruts);
    const own = textFieldWidget(struts.Name, field.Name);
    if (own) uiSchema[field.Name] = { ...uiSchema[field.Name], 'ui:widget': own, 'ui:options': {} };
    if (isRequiredIn(field, mode)) required.push(field.Name);
    order.push(field.Name);
    const groupTitle = field.GroupNames?.trim() || groups[0]?.title || DEFAULT_GROUP;
    let group = groups.find((candidate) => candidate.title === groupTitle);
    if (!group) {
      group = { title: groupTitle, fields: [] };
      groups.push(group);
    }
    group.fields.push(field.Name);
  }

  uiSchema['ui:order'] = [...order, '*'];
  uiSchema['ui:options'] = { groups };
  const schema: RJSFSchema = { type: 'object', title: struts.Description, properties, required };
  return { schema, uiSchema, groups };
}

function fieldSchema(field: FieldInfoStrut): RJSFSchema {
  const base: RJSFSchema = { title: field.Description };
  const defaultValue = defaultFor(field);
  if (defaultValue !== undefined) base.default = defaultValue as JSONSchema7Type;
  switch (fieldKind(field)) {
    case 'integer':
      return { ...base, type: ['integer', 'null'] };
    case 'number':
      return { ...base, type: ['number', 'null'] };
    case 'boolean':
      return {
        ...base,
        type: 'boolean',
        oneOf: [
          { const: true, title: '是' },
          { const: false, title: '否' },
        ],
      };
    case 'relateMany':
      return { ...base, type: 'array', items: { type: 'string' }, uniqueItems: true };
    case 'options':
      return {
        ...base,
        type: 'string',
        oneOf: (field.EnumValues ?? []).map((option) => ({ const: option.Key, title: option.Value })),
      };
    default:
      return { ...base, type: 'string' };
  }
}

/** A character counter under text with a length rule (the rule still decides what is valid). */
function lengthLimit(field: FieldInfoStrut): { maxLength?: number } {
  const bounds = lengthBounds(field);
  return bounds ? { maxLength: bounds[1] } : {};
}

function fieldUiSchema(field: FieldInfoStrut, mode: FormMode, siblings: readonly FieldInfoStrut[]): UiSchema {
  const ui: UiSchema = {};
  const readonly = field.ReadOnly === 'All' || (field.ReadOnly === 'Edit' && mode === 'edit');
  if (readonly) ui['ui:readonly'] = true;
  const kind = fieldKind(field);
  switch (kind) {
    case 'textarea':
      ui['ui:widget'] = 'textarea';
      ui['ui:options'] = { rows: 4, ...lengthLimit(field) };
      break;
    case 'text':
      if (lengthBounds(field)) ui['ui:options'] = lengthLimit(field);
      break;
    case 'number':
      // Shown with thousands separators and two decimals while edited too (DM-CONST-4).
      if (isMoneyField(field)) ui['ui:options'] = { money: true };
      break;
    case 'password':
      ui['ui:widget'] = 'password';
      break;
    case 'boolean':
      ui['ui:widget'] = 'radio';
      break;
    case 'options':
      ui['ui:widget'] = 'select';
      ui['ui:placeholder'] = '请选择';
      break;
    case 'date':
      ui['ui:widget'] = 'DateWidget';
      break;
    case 'datetime':
      ui['ui:widget'] = 'DateTimeWidget';
      break;
    case 'relate':
    case 'relateMany': {
      const options: RelateWidgetOptions = {
        relate: field.Relate ?? '',
        relatedObject: relatedObjectName(field.Name),
        multiple: field.Type === 'Array',
      };
      ui['ui:widget'] = kind === 'relateMany' ? relateManyWidget(options.relate) : 'RelateSelectWidget';
      ui['ui:options'] = { ...options };
      break;
    }
    case 'resource':
      ui['ui:widget'] = 'ResourceWidget';
      ui['ui:options'] = { relatedObject: relatedObjectName(field.Name) };
      break;
    case 'dictionary': {
      const parent = field.EnumParentField ? siblings.find((candidate) => candidate.Name === field.EnumParentField) : undefined;
      const options: DictionaryWidgetOptions = {
        enumName: field.EnumItemName ?? '',
        parentField: field.EnumParentField ?? null,
        parentDescription: parent?.Description ?? field.EnumParentField ?? null,
        parentEnumName: parent?.EnumItemName ?? null,
      };
      ui['ui:widget'] = 'DictionarySelectWidget';
      ui['ui:options'] = { ...options };
      break;
    }
    default:
      break;
  }
  return ui;
}

/** DefaultValue as the field's type wants it; undefined when there is none. */
export function defaultFor(field: FieldInfoStrut): string | number | boolean | undefined {
  const value = field.DefaultValue;
  if (value === undefined || value === null || value === '') return undefined;
  switch (fieldKind(field)) {
    case 'boolean':
      return isWireTrue(value);
    case 'integer':
    case 'number': {
      const parsed = Number(value);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
    default:
      return String(value);
  }
}
