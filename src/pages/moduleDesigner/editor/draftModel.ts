/**
 * A module's draft in the designer, edited by actions: state + action → state, pure. Field names stay unique (any
 * case) whatever the edits: a rename to a name another field has is held as `pendingName` — the input keeps what was
 * typed and the problems say 字段重复 — until the name is free. A field's keys keep the contract's order, so the
 * draft serializes (serializeModuleFile) like the catalogue's own files; renaming a field renames it where the file
 * names it (RelateFields, Server), removing it drops it from RelateFields.
 */
import { FieldDescriptorSchema, type ModuleFile } from '../../../../contract/catalogue/moduleFile';
import { FLOW_STATUS_FIELD } from '../../../../core/catalogue/migrationPlan';
import { FlowStatus } from '../../../../core/flow/states';

export type DraftDefinition = Omit<ModuleFile, '$schema'>;
export type DraftField = DraftDefinition['FieldInfoStruts'][number];

export interface ModuleDraft {
  definition: DraftDefinition;
  /** A rename held back because another field has the name: the field and what was typed. */
  pendingName: { index: number; name: string } | null;
}

export type DraftAction =
  | { type: 'setTitle'; title: string }
  | { type: 'setRelateFields'; names: string[] }
  /** Whether records go through approval (Server.Flow); on, the 审核状态 field is added when the module has none. */
  | { type: 'setApproval'; on: boolean }
  | { type: 'addField' }
  | { type: 'removeField'; index: number }
  | { type: 'moveField'; from: number; to: number }
  | { type: 'renameField'; index: number; name: string }
  /** Other attributes of a field: a key set to undefined is removed. */
  | { type: 'updateField'; index: number; patch: Partial<Omit<DraftField, 'Name'>> }
  | { type: 'replace'; definition: DraftDefinition };

const FIELD_KEYS = Object.keys(FieldDescriptorSchema.properties) as Array<keyof DraftField>;

/**
 * A field with a patch applied: its keys keep the order they had (the file's, so an exported draft differs from the
 * catalogue file only where it was edited), a new key goes after them in the contract's order, a key set to undefined
 * goes.
 */
export function patchedField(field: DraftField, patch: Partial<DraftField>): DraftField {
  const merged: Record<string, unknown> = { ...field, ...patch };
  const patched: Record<string, unknown> = {};
  for (const key of Object.keys(field)) if (merged[key] !== undefined) patched[key] = merged[key];
  for (const key of FIELD_KEYS) if (!(key in field) && merged[key] !== undefined) patched[key] = merged[key];
  return patched as unknown as DraftField;
}

export function startDraft(definition: DraftDefinition): ModuleDraft {
  const { $schema: _editor, ...rest } = definition as ModuleFile;
  return { definition: { ...rest, FieldInfoStruts: [...rest.FieldInfoStruts] }, pendingName: null };
}

const taken = (fields: readonly DraftField[], name: string, except: number) =>
  fields.some((field, i) => i !== except && field.Name.toLowerCase() === name.toLowerCase());

/** The first of NewField1, NewField2, … no field has. */
export function freeFieldName(fields: readonly DraftField[]): string {
  for (let n = 1; ; n++) if (!taken(fields, `NewField${n}`, -1)) return `NewField${n}`;
}

function renameIn(definition: DraftDefinition, from: string, to: string): DraftDefinition {
  const swap = (name: string) => (name === from ? to : name);
  const server = definition.Server;
  return {
    ...definition,
    RelateFields: definition.RelateFields.map(swap),
    Server: server && {
      ...server,
      Indexes: server.Indexes?.map((index) => index.map(swap)),
      WriteOnly: server.WriteOnly?.map(swap),
      ApprovalModuleFields: server.ApprovalModuleFields?.map(swap),
      Computed: server.Computed?.map((item) => ({ ...item, Field: swap(item.Field), From: swap(item.From) })),
    },
  };
}

function withFields(draft: ModuleDraft, fields: DraftField[]): ModuleDraft {
  return { definition: { ...draft.definition, FieldInfoStruts: fields }, pendingName: null };
}

const inRange = (fields: readonly unknown[], index: number) => Number.isInteger(index) && index >= 0 && index < fields.length;

export function draftReducer(draft: ModuleDraft, action: DraftAction): ModuleDraft {
  const fields = draft.definition.FieldInfoStruts;
  switch (action.type) {
    case 'setTitle':
      return { ...draft, definition: { ...draft.definition, Description: action.title } };
    case 'setRelateFields':
      return { ...draft, definition: { ...draft.definition, RelateFields: [...new Set(action.names)] } };
    case 'setApproval':
      return withApproval(draft, action.on);
    case 'addField':
      return withFields(draft, [...fields, { Name: freeFieldName(fields), Description: '新字段', Type: 'String' }]);
    case 'removeField': {
      if (!inRange(fields, action.index)) return draft;
      const gone = fields[action.index].Name;
      const next = withFields(
        draft,
        fields.filter((_, i) => i !== action.index),
      );
      return { ...next, definition: { ...next.definition, RelateFields: next.definition.RelateFields.filter((name) => name !== gone) } };
    }
    case 'moveField': {
      if (!inRange(fields, action.from) || !inRange(fields, action.to) || action.from === action.to) return draft;
      const next = [...fields];
      const [moved] = next.splice(action.from, 1);
      next.splice(action.to, 0, moved);
      return withFields(draft, next);
    }
    case 'renameField': {
      if (!inRange(fields, action.index)) return draft;
      if (taken(fields, action.name, action.index)) return { ...draft, pendingName: { index: action.index, name: action.name } };
      const from = fields[action.index].Name;
      const renamed = fields.map((field, i) => (i === action.index ? { ...field, Name: action.name } : field));
      return { definition: renameIn({ ...draft.definition, FieldInfoStruts: renamed }, from, action.name), pendingName: null };
    }
    case 'updateField': {
      if (!inRange(fields, action.index)) return draft;
      const updated = fields.map((field, i) => (i === action.index ? patchedField(field, { ...action.patch, Name: field.Name }) : field));
      return { ...draft, definition: { ...draft.definition, FieldInfoStruts: updated } };
    }
    case 'replace':
      return startDraft(action.definition);
  }
}

/** The name the field's input shows: what was typed when it was held back. */
export function shownName(draft: ModuleDraft, index: number): string {
  return draft.pendingName?.index === index ? draft.pendingName.name : (draft.definition.FieldInfoStruts[index]?.Name ?? '');
}

/** The 审核状态 field as the catalogue's approval modules have it: set by the approval flow, shown in the list. */
export const APPROVAL_STATUS_FIELD: DraftField = {
  Name: FLOW_STATUS_FIELD,
  Description: '审核状态',
  Type: 'String',
  DefaultValue: FlowStatus.Draft,
  Hide: 'Form',
  EnumValues: Object.values(FlowStatus).map((status) => ({ Key: status, Value: status })),
};

function withApproval(draft: ModuleDraft, on: boolean): ModuleDraft {
  const { Flow: _flow, ...otherServer } = draft.definition.Server ?? {};
  const server = on ? { ...otherServer, Flow: true } : otherServer;
  const { Server: _server, ...rest } = draft.definition;
  const definition: DraftDefinition = Object.keys(server).length > 0 ? { ...rest, Server: server } : rest;
  const hasStatus = definition.FieldInfoStruts.some((field) => field.Name.toLowerCase() === FLOW_STATUS_FIELD.toLowerCase());
  // Off, the field stays: the records keep their 审核状态 (the administrator may remove it as any field).
  if (!on || hasStatus) return { ...draft, definition };
  return { ...draft, definition: { ...definition, FieldInfoStruts: [...definition.FieldInfoStruts, APPROVAL_STATUS_FIELD] } };
}
