/**
 * The module designer's permission: a node of the permission tree beside the modules' (no module of its own), with
 * one action, List, meaning "may open the designer". Administrators hold it always; the 系统管理员 role's "*" grant
 * includes it; a role editor may grant it like any module. The menu and the route name it as they name a module.
 */
export const MODULE_DESIGNER_PERMISSION = 'ModuleDesigner';
export const MODULE_DESIGNER_TITLE = '模块设计';
