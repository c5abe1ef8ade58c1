// The scores feature as the rest of the server sees it: other folders import from here, never from its files.
export { scoresPlugin } from './plugin.js';
export { loadScoreSchemes } from './scoreCatalogue.js';
export { sumLedgerLimits } from './scoreFactRefresh.js';
