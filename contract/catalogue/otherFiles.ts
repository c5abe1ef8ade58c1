/**
 * The shapes of the catalogue's other files — areas.json, roles.json, menus/*.json, dictionaries — each an object whose
 * `$schema` names its JSON Schema under schemas/_schema/ for editors (see moduleFile.ts for module files).
 */
import Type from 'typebox';
import { PERMISSION_ACTIONS } from '../permissions.js';
import { EditorSchema, IDENTIFIER } from './descriptorParts.js';

export const AreasFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Areas: Type.Array(
      Type.Object(
        {
          Name: Type.String({ pattern: IDENTIFIER, description: '区域文件夹名(schemas/<Name>/)' }),
          Title: Type.String({ minLength: 1, description: '区域的中文名称(权限树的分组)' }),
        },
        { additionalProperties: false },
      ),
      { description: '模块区域,按权限树中的顺序' },
    ),
  },
  { additionalProperties: false, $id: 'areas.schema.json', title: '模块区域', description: 'schemas/areas.json' },
);

const ModuleSelectorSchema = Type.Object(
  {
    Area: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { description: '区域(一个或多个)' })),
    Flow: Type.Optional(Type.Boolean({ description: '是否需审批的模块' })),
    UserOwned: Type.Optional(Type.Boolean({ description: '是否记录归创建人所有的模块' })),
    Except: Type.Optional(Type.Array(Type.String(), { description: '除外的模块名' })),
  },
  { additionalProperties: false },
);

const SeedDataScopeSchema = Type.Object(
  { kind: Type.Enum(['all', 'deptAndBelow', 'dept', 'self'], { description: '范围:全部数据、本部门及以下、本部门、仅本人' }) },
  { additionalProperties: false },
);

const RoleDataScopeSchema = Type.Object(
  {
    default: Type.Optional(SeedDataScopeSchema),
    overrides: Type.Optional(
      Type.Array(
        Type.Object(
          { modules: Type.Array(Type.String(), { minItems: 1, description: '模块名' }), scope: SeedDataScopeSchema },
          { additionalProperties: false },
        ),
        {
          description: '按模块设置的范围,优先于默认范围',
        },
      ),
    ),
  },
  { additionalProperties: false, description: '数据权限:不设置时有审核权限者看全部,否则仅本人' },
);

export const RolesFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Roles: Type.Array(
      Type.Object(
        {
          EnCode: Type.String({ minLength: 1, description: '角色编码' }),
          Name: Type.String({ minLength: 1, description: '角色名称' }),
          Remark: Type.String({ description: '说明' }),
          DataScope: Type.Optional(RoleDataScopeSchema),
          Grants: Type.Array(
            Type.Object(
              {
                Modules: Type.Union([Type.Literal('*'), Type.Array(Type.String()), ModuleSelectorSchema], {
                  description: '授权的模块:"*" 全部、模块名列表,或按区域、审批、归属选择',
                }),
                Actions: Type.Array(Type.Enum([...PERMISSION_ACTIONS]), { description: '授权的操作' }),
              },
              { additionalProperties: false },
            ),
            { description: '授权' },
          ),
        },
        { additionalProperties: false },
      ),
      { description: '首次启动时创建的角色及其权限' },
    ),
  },
  { additionalProperties: false, $id: 'roles.schema.json', title: '角色与授权', description: 'schemas/roles.json' },
);

const menuItemKeys = {
  title: Type.String({ minLength: 1, description: '菜单文字' }),
  path: Type.Optional(Type.String({ description: '路由,如 /thesis/list' })),
  icon: Type.Optional(Type.String({ description: '@ant-design/icons 图标名,如 HomeOutlined' })),
  image: Type.Optional(Type.String({ description: '图片地址(代替图标)' })),
  permission: Type.Optional(
    Type.Union([Type.String(), Type.Tuple([Type.String(), Type.String()])], {
      description: '所需权限:模块名(其列表权限)或 [模块名, 操作]',
    }),
  ),
};
/** Menus are three levels deep at most (group, sub-group, page). */
const MenuLeaf = Type.Object(menuItemKeys, { additionalProperties: false });
const MenuGroup = Type.Object({ ...menuItemKeys, children: Type.Optional(Type.Array(MenuLeaf, { description: '下级菜单' })) }, { additionalProperties: false });
const MenuTop = Type.Object({ ...menuItemKeys, children: Type.Optional(Type.Array(MenuGroup, { description: '下级菜单' })) }, { additionalProperties: false });

export const MenuFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Items: Type.Array(MenuTop, { description: '菜单项,按显示顺序' }),
  },
  { additionalProperties: false, $id: 'menu.schema.json', title: '菜单', description: 'schemas/menus/standard.json、dean.json' },
);

export const ReportMenuFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Items: Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1, description: '统计报表菜单下的主题' }),
          reports: Type.Array(Type.String(), { description: '报表编码(schemas/reports/*.json 的 Code),按显示顺序' }),
        },
        { additionalProperties: false },
      ),
      { description: '统计报表菜单的主题' },
    ),
  },
  { additionalProperties: false, $id: 'report-menu.schema.json', title: '统计报表菜单', description: 'schemas/menus/reports.json' },
);

export const DictionaryFileSchema = Type.Object(
  {
    $schema: EditorSchema,
  },
  {
    additionalProperties: Type.Array(Type.String({ minLength: 1 }), { description: '字典的选项,按显示顺序' }),
    $id: 'dictionary.schema.json',
    title: '数据字典',
    description: 'schemas/dictionaries.json、schemas/dictionaries/*.json:{字典名: [选项…]}',
  },
);

export type AreasFile = Type.Static<typeof AreasFileSchema>;
export type RolesFile = Type.Static<typeof RolesFileSchema>;
export type MenuFile = Type.Static<typeof MenuFileSchema>;
export type ReportMenuFile = Type.Static<typeof ReportMenuFileSchema>;
