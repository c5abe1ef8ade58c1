/**
 * What the designer's live preview shows of a draft, pure: the descriptors the app's own list and form are given
 * (only fields they can draw: a valid, unique name; `unique` left out, as it asks the server), a few sample rows made
 * from the field kinds in Chinese (no call to the module's data), and the draft's problems as a person reads them —
 * each with its field, in Chinese.
 */
import type { ApiRecord, ModuleStruts } from '../../../../contract/index';
import { FIELD_TYPES } from '../../../../contract/catalogue/moduleFile';
import { IDENTIFIER } from '../../../../contract/catalogue/descriptorParts';
import { crossCatalogueProblems, moduleFileProblems } from '../../../../core/catalogue/moduleFileProblems';
import { fieldKind, relatedObjectName } from '../../../../core/adapter/fieldKinds';
import type { DraftDefinition, ModuleDraft } from '../editor/draftModel';

/** The preview's module name: its form keeps no input under the real module's name. */
export const previewModuleName = (module: string): string => `${module}__preview`;

const NAME = new RegExp(IDENTIFIER);

export function previewStruts(definition: DraftDefinition, module: string): ModuleStruts {
  const seen = new Set<string>();
  const fields = definition.FieldInfoStruts.filter((field) => {
    const key = field.Name.toLowerCase();
    if (!NAME.test(field.Name) || seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map((field) => ({
    ...field,
    Type: (FIELD_TYPES as readonly string[]).includes(field.Type) ? field.Type : 'String',
    Rules: field.Rules?.filter((rule) => rule.RuleName.toLowerCase() !== 'unique'),
  }));
  return {
    Name: previewModuleName(module),
    Description: definition.Description || module,
    FieldInfoStruts: fields,
    RelateFields: definition.RelateFields.filter((name) => seen.has(name.toLowerCase())),
  };
}

export interface SampleSources {
  /** Lower-case module name → Chinese name, for related records' labels. */
  moduleTitles: ReadonlyMap<string, string>;
  /** Dictionary name → its values, where known. */
  dictionaryValues: ReadonlyMap<string, readonly string[]>;
}

function sampleValue(field: ModuleStruts['FieldInfoStruts'][number], n: number, sources: SampleSources): { value: unknown; related?: unknown } {
  const title = field.Description || field.Name;
  switch (fieldKind(field)) {
    case 'resource':
      return { value: `preview-file-${n}`, related: { Id: `preview-file-${n}`, Name: `示例附件${n}.pdf` } };
    case 'relate':
    case 'relateMany': {
      const target = sources.moduleTitles.get(String(field.Relate).toLowerCase()) ?? title;
      const related = { Id: `preview-${n}`, Name: `${target}示例${n}` };
      return field.Type === 'Array' ? { value: [related.Id], related: [related] } : { value: related.Id, related };
    }
    case 'dictionary': {
      const values = sources.dictionaryValues.get(field.EnumItemName ?? '') ?? [];
      return { value: values.length > 0 ? values[(n - 1) % values.length] : `${title}${n}` };
    }
    case 'options': {
      const options = field.EnumValues ?? [];
      return { value: options[(n - 1) % options.length].Key };
    }
    case 'integer':
      return { value: n * 10 };
    case 'number':
      return { value: n * 1234.5 };
    case 'boolean':
      return { value: n % 2 === 1 };
    case 'date':
      return { value: `2026-0${n}-1${n}` };
    case 'datetime':
      return { value: `2026-0${n}-1${n} 09:30:00` };
    case 'password':
      return { value: '' };
    case 'textarea':
      return { value: `这是${title}的示例内容,第 ${n} 条,用于预览多行文本的显示效果。` };
    default:
      return { value: `${title}示例${n}` };
  }
}

/** `count` sample rows of the preview's descriptors. */
export function sampleRows(struts: ModuleStruts, sources: SampleSources, count = 3): ApiRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const row: ApiRecord = { Id: `preview-row-${n}` };
    for (const field of struts.FieldInfoStruts) {
      const { value, related } = sampleValue(field, n, sources);
      row[field.Name] = value;
      if (related !== undefined) row[relatedObjectName(field.Name)] = related;
    }
    return row;
  });
}

const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  Name: '字段名',
  Description: '名称',
  Type: '类型',
  DefaultValue: '默认值',
  Rules: '校验规则',
  Hide: '显示',
  ReadOnly: '只读',
  Relate: '关联',
  EnumItemName: '数据字典',
  EnumParentField: '上级字段',
  EnumValues: '固定选项',
  Sortable: '可排序',
  IsTextArea: '多行文本',
  GroupNames: '分组',
  Personal: '个人信息',
};

export interface ProblemRow {
  key: string;
  /** The field (第 n 个字段「名称」) or the part of the module the problem is in. */
  where: string;
  /** The field's index, to open it; null for a module-level problem. */
  fieldIndex: number | null;
  problem: string;
}

function whereOf(path: string, definition: DraftDefinition): { where: string; fieldIndex: number | null } {
  const field = /^\$\.FieldInfoStruts\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (field) {
    const index = Number(field[1]);
    const descriptor = definition.FieldInfoStruts[index];
    const name = descriptor ? `「${descriptor.Description || descriptor.Name}」` : '';
    const attribute = field[2] ? ` ${ATTRIBUTE_NAMES[field[2]] ?? field[2]}` : '';
    return { where: `第 ${index + 1} 个字段${name}${attribute}`, fieldIndex: index };
  }
  if (path.startsWith('$.RelateFields')) return { where: '标识字段', fieldIndex: null };
  if (path.startsWith('$.Server')) return { where: '服务器设置', fieldIndex: null };
  if (path.startsWith('$.Description')) return { where: '模块名称', fieldIndex: null };
  if (path.startsWith('$.Name')) return { where: '模块代码', fieldIndex: null };
  return { where: '模块', fieldIndex: null };
}

/** Every problem of the draft: the file's own, across the catalogue (other modules' names), and a held-back rename. */
export function draftProblems(draft: ModuleDraft, otherModules: readonly string[]): ProblemRow[] {
  const { definition } = draft;
  const found = [...moduleFileProblems(definition), ...crossCatalogueProblems(definition, { otherModules })];
  if (draft.pendingName) found.push({ path: `$.FieldInfoStruts[${draft.pendingName.index}].Name`, problem: `字段重复: ${draft.pendingName.name}` });
  const seen = new Set<string>();
  return found.flatMap(({ path, problem }) => {
    const key = `${path} ${problem}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ key, ...whereOf(path, definition), problem }];
  });
}
