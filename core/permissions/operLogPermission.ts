/**
 * The 操作日志's permission: a node of the permission tree beside the modules' (no module of its own), with one
 * action, List, meaning "may read every record's change history, export it and set how long it is kept".
 * Administrators hold it always; the 系统管理员 role's "*" grant includes it; a role editor may grant it like any
 * module. The menu and the route name it as they name a module.
 */
export const OPER_LOG_PERMISSION = 'OperLog';
export const OPER_LOG_TITLE = '操作日志';
