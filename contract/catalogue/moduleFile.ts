/**
 * The shape of a module file, `schemas/<Area>/<Module>.json`: the moduleStruts answer plus server-only keys. The
 * server checks every file against it at start (server/platform/catalogue/validateModuleFile.ts), editors complete and
 * check files by its JSON Schema (`schemas/_schema/module.schema.json`, written by `npm run schemas`), and the module
 * designer checks a draft with it. What one file cannot say alone (duplicate names, fields named in RelateFields or
 * Server that do not exist, rule parameters) is checked beside it.
 */
import Type from 'typebox';
import type { ModuleStruts } from '../modules.js';
import { EditorSchema, IDENTIFIER } from './descriptorParts.js';

/** The widths an administrator may give a list column (pixels). */
export const COLUMN_WIDTH_LIMITS = { min: 60, max: 600 } as const;

export const FIELD_TYPES = ['String', 'Int32', 'Decimal', 'Boolean', 'DateTime', 'DateTime2', 'Array'] as const;

const Identifier = (description: string) => Type.String({ pattern: IDENTIFIER, description });
const FieldNames = (description: string) => Type.Array(Type.String(), { description });

export const FieldRuleSchema = Type.Object(
  {
    RuleName: Type.String({ description: '校验规则名(规则目录中的名称,如 required、stringLength、mobile)' }),
    RulePars: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Number()]), { description: '规则参数,如 stringLength 的 [最短, 最长]' })),
  },
  { additionalProperties: false },
);

export const EnumValueSchema = Type.Object(
  {
    Key: Type.String({ description: '存储的值' }),
    Value: Type.String({ description: '显示的文字' }),
  },
  { additionalProperties: false },
);

export const FieldDescriptorSchema = Type.Object(
  {
    Name: Identifier('字段名(列名):字母开头,字母、数字、下划线'),
    Description: Type.String({ description: '字段的中文名称,列表列头和表单标签' }),
    Type: Type.Enum(FIELD_TYPES, { description: '数据类型' }),
    DefaultValue: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()], { description: '新增时的默认值' })),
    Rules: Type.Optional(Type.Array(FieldRuleSchema, { description: '校验规则,按顺序检查' })),
    Hide: Type.Optional(Type.Enum(['List', 'Form', 'All'], { description: '隐藏:List 列表中、Form 表单中、All 都不显示' })),
    ReadOnly: Type.Optional(Type.Enum(['All', 'Edit'], { description: '只读:All 始终只读,Edit 保存后只读' })),
    Relate: Type.Optional(Identifier('关联的模块名;Resource 表示文件')),
    EnumItemName: Type.Optional(Type.String({ description: '数据字典名称(dictionaries.json 中的键)' })),
    EnumParentField: Type.Optional(Type.String({ description: '上级字典项所在的字段(级联选择)' })),
    EnumValues: Type.Optional(Type.Array(EnumValueSchema, { description: '固定选项(不用数据字典时)' })),
    Sortable: Type.Optional(Type.Boolean({ description: '列表可按此列排序' })),
    IsTextArea: Type.Optional(Type.Boolean({ description: '多行文本' })),
    GroupNames: Type.Optional(Type.String({ description: '表单分组名称' })),
    Personal: Type.Optional(Type.Boolean({ description: '个人信息:仅有“查看个人信息”权限的角色可读写' })),
    ColumnWidth: Type.Optional(
      Type.Integer({
        minimum: COLUMN_WIDTH_LIMITS.min,
        maximum: COLUMN_WIDTH_LIMITS.max,
        description: `列表中此列的宽度(像素,${COLUMN_WIDTH_LIMITS.min}–${COLUMN_WIDTH_LIMITS.max});不填:题目、名称 300,其余 100`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const ComputedFieldSchema = Type.Object(
  {
    Field: Type.String({ description: '保存时计算的字段' }),
    From: Type.String({ description: '据以计算的字段' }),
    Rate: Type.Number({ description: '比例:Field = round(From × Rate, 2)' }),
  },
  { additionalProperties: false },
);

export const ModuleServerSchema = Type.Object(
  {
    UserOwned: Type.Optional(Type.Boolean({ description: '记录归创建人所有' })),
    Flow: Type.Optional(Type.Boolean({ description: '记录需经审批流程(FlowStatus)' })),
    Indexes: Type.Optional(Type.Array(Type.Array(Type.String(), { minItems: 1 }), { description: '额外索引,每个为列名数组' })),
    WriteOnly: Type.Optional(FieldNames('只写字段:写入时接受,不存为列也不返回(如密码)')),
    SystemRecords: Type.Optional(Type.Boolean({ description: '仅由服务器写入的记录(如登录日志)' })),
    Computed: Type.Optional(Type.Array(ComputedFieldSchema, { description: '保存时计算的字段' })),
    ApprovalModuleFields: Type.Optional(FieldNames('存放审批模块名的字段,回答为模块中文名选项')),
  },
  { additionalProperties: false, description: '仅服务器使用的设置(不随 moduleStruts 下发)' },
);

export const ModuleFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Name: Identifier('模块名(表名):字母开头,字母、数字、下划线'),
    Description: Type.String({ minLength: 1, description: '模块的中文名称' }),
    FieldInfoStruts: Type.Array(FieldDescriptorSchema, { minItems: 1, description: '字段描述,按列表和表单中的顺序' }),
    RelateFields: FieldNames('向人标识一条记录的字段(链接、远程选择、$ 搜索)'),
    Server: Type.Optional(ModuleServerSchema),
  },
  { additionalProperties: false, $id: 'module.schema.json', title: '模块定义文件', description: 'schemas/<区域>/<模块>.json' },
);

export type ModuleFile = Type.Static<typeof ModuleFileSchema>;

/** A module file without its editor and server keys is the moduleStruts answer: the compiler keeps the two in step. */
type FileFitsStruts = Omit<ModuleFile, '$schema' | 'Server'> extends ModuleStruts ? true : never;
export const MODULE_FILE_FITS_STRUTS: FileFitsStruts = true;
