/**
 * What one hub client may send (D-SEC-7: everything sized by the client is bounded). Without these a client could
 * stream text without a record separator until the process ran out of memory.
 */

/** The largest SignalR message (one record, without its separator); a longer one closes that connection. */
export const MAX_HUB_MESSAGE_BYTES = 64 * 1024;

/**
 * The largest WebSocket message `ws` accepts (its maxPayload): one largest record and its separator. `ws` refuses a
 * larger frame with close code 1009 before any of it is buffered.
 */
export const MAX_HUB_FRAME_BYTES = MAX_HUB_MESSAGE_BYTES + 1;
