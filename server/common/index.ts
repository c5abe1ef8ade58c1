// The common feature as the rest of the server sees it: other folders import from here, never from its files.
export { commonPlugin } from './plugin.js';
export { headOf, receiveSingleFile } from './singleUpload.js';
