// The exports feature as the rest of the server sees it: other folders import from here, never from its files.
export { exportsPlugin } from './plugin.js';
export { openXlsxWriter } from './xlsxStream.js';
