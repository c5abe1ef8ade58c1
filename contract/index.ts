/**
 * The institute API contract, shared by the web app, the providers and the reference server: wire shapes, names
 * PascalCase as on the wire, and the limits both sides keep. Split by endpoint; this file only gathers them.
 * Imports nothing of the app's or the server's (enforced by tsconfig project references).
 */
export * from './account.js';
export * from './common.js';
export * from './encryption.js';
export * from './errors.js';
export * from './exports.js';
export * from './files.js';
export * from './flow.js';
export * from './flowActions.js';
export * from './flowDefinition.js';
export * from './friendMessage.js';
export * from './hub.js';
export * from './imports.js';
export * from './list.js';
export * from './modules.js';
export * from './notify.js';
export * from './permissions.js';
export * from './publicity.js';
export * from './recordHistory.js';
export * from './operLog.js';
export * from './report.js';
export * from './score.js';
export * from './wire/index.js';
