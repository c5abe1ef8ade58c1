// The downloads feature as the rest of the server sees it: other folders import from here, never from its files.
export { readDownloadExpireHours, readServerExportThreshold } from './downloadSettings.js';
export { JobStore, toJobView, type JobView } from './jobStore.js';
export { downloadsPlugin } from './plugin.js';
