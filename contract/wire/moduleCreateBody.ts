/**
 * A module added in the module designer (administrators): `POST /api/moduleDesigner/create` makes its first version,
 * its table, its permission nodes, the chosen roles' grants and its menu entry; the entries such modules add to the
 * menu are `GET /api/moduleDesigner/menuEntries` (every logged-in user: the app shows those its grants allow).
 */
import { Type, type Static } from 'typebox';

const Text = (maxLength: number, errorMessage: string) => Type.String({ maxLength, errorMessage });

export const ModuleCreateBodySchema = Type.Object(
  {
    Name: Text(100, '模块名(英文)应为文字'),
    Description: Text(200, '中文名称应为文字'),
    Area: Text(100, '所属区域应为文字'),
    /** The module whose fields the new one starts with; absent or '' for an empty module. */
    CopyOf: Type.Optional(Text(100, '复制自应为模块名')),
    /** The title of a top-level group of the standard menu. */
    MenuGroup: Text(100, '菜单分组应为文字'),
    /** The roles granted every action on the module (the administrators' role always is). */
    Roles: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200, errorMessage: '授权角色应为角色列表' }),
  },
  {
    errorMessage: { type: '应提交模块名、中文名称、所属区域、菜单分组和授权角色', required: '应提交模块名、中文名称、所属区域、菜单分组和授权角色' },
    examples: [{ Name: 'Seminar', Description: '学术研讨会', Area: 'Business', CopyOf: 'Thesis', MenuGroup: '科研管理', Roles: ['<角色 Id>'] }],
  },
);
export type ModuleCreateBody = Static<typeof ModuleCreateBodySchema>;

export interface ModuleCreateAnswer {
  Name: string;
  Version: number;
}

/**
 * A menu entry the module designer placed: a designed module's list, or a catalogue module's moved by an administrator,
 * under a top-level group of the standard menu (the app takes the module's entries out of the groups they stood in).
 */
export interface DesignedMenuEntry {
  /** The top-level group's title. */
  Group: string;
  /** The module's Chinese name as it stands now. */
  Title: string;
  Module: string;
  Path: string;
}
