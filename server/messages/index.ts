// The messages feature as the rest of the server sees it: other folders import from here, never from its files.
export { markRead } from './markRead.js';
export { messagesPlugin } from './plugin.js';
export { privateMailHooks } from './privateMailHooks.js';
