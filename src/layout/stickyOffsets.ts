/**
 * What stays on top while a page scrolls (D-UI-9): the header (64 px, antd's Layout.Header) and the
 * strip of page tabs below it (44 px). A table's own sticky header sits under both.
 */
export const APP_HEADER_HEIGHT = 64;
export const TABS_STRIP_HEIGHT = 44;
export const PAGE_STICKY_TOP = APP_HEADER_HEIGHT + TABS_STRIP_HEIGHT;
