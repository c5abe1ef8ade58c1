// The 操作日志 feature as the rest of the server sees it: other folders import from here, never from its files.
export { operLogPlugin } from './plugin.js';
