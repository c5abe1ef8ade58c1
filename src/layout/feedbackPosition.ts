/** The floating 问题反馈 button: where it may be dragged to, and the page it opens. */
export interface Point {
  x: number;
  y: number;
}

export const FEEDBACK_URL = '/api/handleFeedback';

/** `GET /api/handleFeedback?url={encoded current address}` (SH-CALL-10), on the API's origin. */
export function feedbackUrl(apiBaseUrl: string, currentAddress: string): string {
  return `${apiBaseUrl}${FEEDBACK_URL}?url=${encodeURIComponent(currentAddress)}`;
}

/** Keeps the button inside the window whatever the drag. */
export function clampToViewport(point: Point, size: { width: number; height: number }, viewport: { width: number; height: number }): Point {
  return {
    x: Math.min(Math.max(0, point.x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, point.y), Math.max(0, viewport.height - size.height)),
  };
}

/** A press that moved less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;

/** The button is a narrow upright tab (D-UI-5: it must not cover pagers or table cells). */
export const FEEDBACK_TAB_SIZE = { width: 32, height: 124 };

/**
 * Where it rests until dragged: flush against the window's right edge, a little above the middle — over the page's
 * margin beside the content, never over a table's pager or its 操作 column.
 */
export function restingPosition(viewport: { width: number; height: number }): Point {
  return clampToViewport({ x: viewport.width - FEEDBACK_TAB_SIZE.width, y: Math.round(viewport.height * 0.4) }, FEEDBACK_TAB_SIZE, viewport);
}
