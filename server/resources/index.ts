// The resources feature as the rest of the server sees it: other folders import from here, never from its files.
export { contentDisposition, contentTypeOf } from './contentTypes.js';
export { contentKey, safeKey, type FileStore } from './fileStore.js';
export { receiveUploads, type TempUpload } from './multipartUpload.js';
export { downloadArea, openFileStore, uploadArea } from './openFileStore.js';
export { MAX_UPLOAD_BYTES, resourcesPlugin } from './plugin.js';
export { storeThenRecord } from './storeUploads.js';
export { UPLOAD_IDLE_TIMEOUT_MS } from './uploadBodyWatch.js';
export { UPLOAD_MESSAGES } from './uploadMessages.js';
export { newTempUploadPath, removeIfPresent, uploadingDir } from './uploadTemp.js';
