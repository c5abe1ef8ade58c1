/** The wire's JSON Schemas: the bodies the server validates and the types the providers send, from one definition. */
export * from './errorMessage.js';
export * from './listBody.js';
export * from './exportBody.js';
export * from './notifyBody.js';
export * from './flowQueryBody.js';
export * from './flowActionBody.js';
export * from './flowDefinitionBody.js';
export * from './noticeBody.js';
export * from './flowResults.js';
export * from './friendMessageBody.js';
export * from './scoreBody.js';
export * from './annotationBody.js';
export * from './verifyUniqueBody.js';
export * from './accountBody.js';
export * from './reportBody.js';
export * from './tenantBody.js';
export * from './moduleDesignerBody.js';
