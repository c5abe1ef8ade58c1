// The flow feature as the rest of the server sees it: other folders import from here, never from its files.
export { flowPlugin } from './plugin.js';
export { seedDefaultFlows } from './seedFlows.js';
export { seedPendingApprovals } from './seedPendingApprovals.js';
export { fillMissingStepNames } from './flowStepNames.js';
