/**
 * Moving a module in the module designer (administrators): `POST /api/moduleDesigner/placement` puts it under another
 * area of the designer and another top-level group of the menu. A module's place is no part of its definition file, so
 * the move makes no version; the menus of every user follow it (GET /api/moduleDesigner/menuEntries).
 */
import { Type, type Static } from 'typebox';

const Text = (maxLength: number, errorMessage: string) => Type.String({ maxLength, errorMessage });

export const ModulePlacementBodySchema = Type.Object(
  {
    Module: Text(100, '模块应为模块名'),
    /** An area of schemas/areas.json. */
    Area: Text(100, '所属区域应为文字'),
    /** The title of a top-level group of the standard menu. */
    MenuGroup: Text(100, '菜单分组应为文字'),
  },
  {
    errorMessage: { type: '应提交模块、所属区域和菜单分组', required: '应提交模块、所属区域和菜单分组' },
    examples: [{ Module: 'Thesis', Area: 'Business', MenuGroup: '科研管理' }],
  },
);
export type ModulePlacementBody = Static<typeof ModulePlacementBodySchema>;

export interface ModulePlacementAnswer {
  Module: string;
  Area: string;
  MenuGroup: string;
}
