/** `npm run seed`: creates (or brings up to date) the database in DATA_DIR and seeds it when it is new. */
import path from 'node:path';
import { openAppContext } from '../app.js';
import { SEED_ACCOUNTS } from './accounts.js';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const { close } = await openAppContext({ dataDir });
await close();
console.log(`Database ready in ${dataDir}. Accounts:`);
for (const account of Object.values(SEED_ACCOUNTS)) console.log(`  ${account.Account} / ${account.Password}`);
