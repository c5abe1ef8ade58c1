// The people feature as the rest of the server sees it: other folders import from here, never from its files.
export { enabledUsersMatching } from './enabledUsersMatching.js';
export { peoplePlugin } from './plugin.js';
