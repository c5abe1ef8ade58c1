/** The interface document (`/api/openapi.json`): what other folders use of this feature. */
export { apiDocsPlugin } from './plugin.js';
