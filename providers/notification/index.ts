export { createNotificationProvider, UNDO_LABEL } from './createNotificationProvider';
// The sanitizer (messageFormat.ts, DOMPurify) is imported where used, not through this barrel the first page loads.
export { isHtmlMessage, type MessageOrigin } from './messageKind';
export { createErrorToastFilter, type ErrorToastFilter } from './recentErrors';
export { DEFAULT_DURATION_SECONDS, type AppNotificationProvider, type NotificationApi } from './types';
