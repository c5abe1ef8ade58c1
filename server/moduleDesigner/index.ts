// The moduleDesigner feature as the rest of the server sees it: other folders import from here, never from its files.
export { moduleDesignerPlugin } from './plugin.js';
export { applyPublishedVersions } from './applyVersion.js';
export { addDesignedModules } from './designedModules.js';
