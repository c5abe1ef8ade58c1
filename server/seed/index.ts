// The seed feature as the rest of the server sees it: other folders import from here, never from its files.
export { FINANCE_ACCOUNTS, SEED_ACCOUNTS } from './accounts.js';
export { seedFirstStartDemoData } from './demo/demoSeeder.js';
export { needsSeed, seedDatabase } from './seedDatabase.js';
