/** Pieces the catalogue files' schemas share (module, report, score and the other files): names, texts, field paths, conditions, permission, routes. */
import Type, { type TSchema } from 'typebox';
import { PERMISSION_ACTIONS } from '../permissions.js';

/** Names become table, column and result keys (always quoted, kept to plain identifiers anyway). */
export const IDENTIFIER = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
const MAX_TEXT = 200;
const MAX_FILTER_VALUES = 100;

export const EditorSchema = Type.Optional(Type.String({ description: '本文件的 JSON Schema(编辑器补全与检查用)' }));
export const Code = (description: string) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description, errorMessage: '应为 1 到 64 个字母、数字、下划线或连字符' });
export const Text = (description: string, errorMessage = `应为 1 到 ${MAX_TEXT} 字的文字`) =>
  Type.String({ pattern: '\\S', maxLength: MAX_TEXT, description, errorMessage });
export const Key = (description: string) => Type.String({ pattern: IDENTIFIER, description, errorMessage: '应为标识符(字母开头,字母数字下划线)' });
export const FieldName = Type.String({ pattern: IDENTIFIER, description: '字段名', errorMessage: '应为字段名' });
export const Via = Type.Optional(
  Type.String({ pattern: IDENTIFIER, description: '经由的关联字段(如 Leader_Id 取负责人的字段)', errorMessage: '应为关联字段名' }),
);
export const ModuleName = (description: string) => Type.String({ pattern: IDENTIFIER, description, errorMessage: '应为模块名' });
export const List = <T extends TSchema>(items: T, min: number, max: number, description: string) =>
  Type.Array(items, { minItems: min, maxItems: max, description, errorMessage: `应为 ${min} 到 ${max} 项的数组` });
export const FieldRef = (description = '字段 {Field, Via?}') => Type.Object({ Field: FieldName, Via }, { additionalProperties: false, description });

const ConditionSchema = Type.Object(
  {
    Field: FieldName,
    Via,
    Operator: Type.Enum(['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'isNull', 'notNull'], { description: '比较方式' }),
    Value: Type.Optional(
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.Union([Type.String(), Type.Number()]))], {
        description: '比较的值;in、notIn 为数组,isNull、notNull 不取值',
      }),
    ),
  },
  { additionalProperties: false },
);
export const Conditions = (max: number, description: string) => List(ConditionSchema, 0, max, description);

export const PermissionRef = (errorMessage?: string) =>
  Type.Object(
    {
      Module: ModuleName('权限所在模块'),
      Action: Type.Enum([...PERMISSION_ACTIONS], { description: '所需操作' }),
    },
    { additionalProperties: false, description: '查看所需的权限 {Module, Action}', ...(errorMessage && { errorMessage }) },
  );

export const Routes = (max: number, description: string) =>
  List(Type.String({ pattern: '^/[A-Za-z0-9_\\-/]{1,199}$', errorMessage: "应以 '/' 开头,由字母、数字、下划线、连字符和 '/' 组成" }), 1, max, description);

interface ConditionLike {
  Operator: string;
  Value?: unknown;
}

/** What a condition's shape cannot say: isNull takes no value, in takes 1 to 100, the others one. Null when fine. */
export function conditionValueProblem(condition: ConditionLike): { at: 'Value'; problem: string } | null {
  const { Operator: op, Value: value } = condition;
  if (op === 'isNull' || op === 'notNull') return value === undefined ? null : { at: 'Value', problem: `${op} 不取值` };
  if (op === 'in' || op === 'notIn') {
    return Array.isArray(value) && value.length >= 1 && value.length <= MAX_FILTER_VALUES
      ? null
      : { at: 'Value', problem: `应为 1 到 ${MAX_FILTER_VALUES} 项的数组` };
  }
  return value === undefined || Array.isArray(value) ? { at: 'Value', problem: '应为字符串、数字或布尔值' } : null;
}

/** The index of the first route that repeats an earlier one (letter case aside), or -1. */
export function repeatedRoute(routes: readonly string[]): number {
  return routes.findIndex((route, i) => routes.findIndex((other) => other.toLowerCase() === route.toLowerCase()) !== i);
}
