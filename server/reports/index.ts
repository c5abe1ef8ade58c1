// The reports feature as the rest of the server sees it: other folders import from here, never from its files.
export { columnRef, conditionExpression, scopeConditions, SOURCE_ALIAS, valueOf, viaAlias, type ReportScope } from './compile.js';
export { UNKNOWN_RECORD } from './displayTexts.js';
export { isDateField, isNumericField, isRelationField, relationLabel, resolvePath, type ResolvedPath } from './fieldPaths.js';
export { reportsPlugin } from './plugin.js';
export { optionsOf } from './reportMeta.js';
export { loadReports } from './reportCatalogue.js';
