/** The interface document (`/api/openapi.json`): what other folders use of this feature. */
export { API_DOCUMENT_PATH, apiDocsPlugin } from './plugin.js';
