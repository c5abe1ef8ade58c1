/** The panel is 600px wide; its table at most 207px high. */
export const NOTIFICATION_PANEL_WIDTH = 600;
export const NOTIFICATION_TABLE_MAX_HEIGHT = 207;
