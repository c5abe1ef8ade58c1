// The hub feature as the rest of the server sees it: other folders import from here, never from its files.
export { dataUpdatePayload, publishDataUpdate, type DataUpdateType } from './dataUpdate.js';
export { Hub, type HubOptions } from './hub.js';
export { hubPlugin } from './plugin.js';
