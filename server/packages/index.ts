// The packages feature as the rest of the server sees it: other folders import from here, never from its files.
export { PACKAGE_LIMITS, PACKAGE_MESSAGES } from './packageRules.js';
export { servedAppPlugin } from './plugin.js';
export { ServedApp, type AppRelease } from './servedApp.js';
export { unpackPackage } from './unpackPackage.js';
