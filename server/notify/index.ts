// The notify feature as the rest of the server sees it: other folders import from here, never from its files.
export { mayReadNoticeFile } from './notices/noticeStore.js';
export { insertNotify, type NotifyInput } from './notifyStore.js';
export { notifyPlugin } from './plugin.js';
