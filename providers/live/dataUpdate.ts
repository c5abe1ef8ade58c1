/** data_update payloads: a JSON string from the server; the reference server sends `{type, ids}`. */

import type { DataChange, DataUpdate } from '../../contract/hub.js';

export type { DataChange, DataUpdate };

/** The parsed payload, or undefined when it is not JSON (the caller then re-establishes the connection). */
export function parseDataUpdatePayload(payload: unknown): { ok: true; data: unknown } | { ok: false } {
  if (typeof payload !== 'string') return { ok: false };
  try {
    return { ok: true, data: JSON.parse(payload) as unknown };
  } catch {
    return { ok: false };
  }
}

/** What changed, read leniently from a parsed payload: unknown shapes count as "anything may have changed". */
export function readDataChange(data: unknown): DataChange {
  if (typeof data !== 'object' || data === null) return { type: '*', ids: [] };
  const bag = data as { type?: unknown; ids?: unknown };
  const type = bag.type === 'created' || bag.type === 'updated' || bag.type === 'deleted' ? bag.type : '*';
  const ids = Array.isArray(bag.ids) ? bag.ids.filter((id) => typeof id === 'string' || typeof id === 'number').map(String) : [];
  return { type, ids };
}
