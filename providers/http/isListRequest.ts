/** Page lists whose URL does not contain `/list` but which the server still expects encrypted. */
const PAGE_LIST_PATHS = ['/api/expert/expertpagelist', '/api/person/personpagelist'];

const PAGING_KEYS = new Set(['pagesize', 'pageindex']);

/**
 * Whether a request is a paging/list request, whose body (or GET parameters) is encrypted when a public key is
 * held: the path contains `/list`, the payload has PageSize or PageIndex (any case: the message list sends
 * `pageIndex`), or it is one of the page lists.
 */
export function isListRequest(url: string, payload?: unknown): boolean {
  const path = pathOf(url).toLowerCase();
  if (path.includes('/list')) return true;
  if (PAGE_LIST_PATHS.some((listPath) => path.endsWith(listPath))) return true;
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    return Object.keys(payload).some((key) => PAGING_KEYS.has(key.toLowerCase()));
  }
  return false;
}

function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
}
