export { createNotificationProvider, UNDO_LABEL } from './createNotificationProvider';
export { escapeHtml, isHtmlMessage, sanitizeMessage, toMessageContent, type MessageContent, type MessageOrigin } from './messageFormat';
export { createErrorToastFilter, type ErrorToastFilter } from './recentErrors';
export { DEFAULT_DURATION_SECONDS, type AppNotificationProvider, type NotificationApi } from './types';
