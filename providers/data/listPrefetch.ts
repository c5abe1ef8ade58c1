import type { ApiRecord, PagePara, PageResult } from '../../contract/index';
import { postListPage } from '../endpoints/modules';
import type { HttpClient } from '../http/types';

/**
 * A list call started before the page that needs it knows its columns: the list page asks for its first page while
 * the module's descriptors are still on their way, and the table's identical call takes that answer instead of
 * asking again. An answer is taken once and only while fresh, so later calls always reach the server. Pure.
 */
export interface ListPrefetch<T> {
  /** Starts `run` now, remembered under `key` (a call already remembered and fresh is kept). */
  start(key: string, run: () => Promise<T>): void;
  /** The remembered call for `key` if fresh, forgotten as it is taken; undefined otherwise. */
  take(key: string): Promise<T> | undefined;
  /**
   * The answer of the remembered call for `key` if it has come and is fresh, with when it came; forgotten as it is
   * taken (a page shows it as its first data, and its next call asks the server). Undefined otherwise.
   */
  takeAnswered(key: string): { answer: T; answeredAt: number } | undefined;
}

export interface ListPrefetchOptions {
  /** How long a started call may be taken. */
  ttlMs: number;
  now?: () => number;
}

/** Long enough for the descriptors and the page's first render, short enough that nobody sees old rows. */
export const LIST_PREFETCH_TTL_MS = 3000;

export function createListPrefetch<T>({ ttlMs, now = () => Date.now() }: ListPrefetchOptions): ListPrefetch<T> {
  interface Call {
    startedAt: number;
    answer: Promise<T>;
    value?: { answer: T; answeredAt: number };
  }
  const calls = new Map<string, Call>();
  const fresh = (key: string) => {
    const call = calls.get(key);
    if (call && now() - call.startedAt > ttlMs) calls.delete(key);
    return calls.get(key);
  };
  return {
    start(key, run) {
      if (fresh(key)) return;
      const answer = run();
      // A failed prefetch is not anybody's error: the table's own call reports it.
      answer.then(
        (value) => {
          call.value = { answer: value, answeredAt: now() };
        },
        () => {
          if (calls.get(key) === call) calls.delete(key);
        },
      );
      const call: Call = { startedAt: now(), answer };
      calls.set(key, call);
    },
    take(key) {
      const call = fresh(key);
      calls.delete(key);
      return call?.answer;
    },
    takeAnswered(key) {
      const value = fresh(key)?.value;
      if (value) calls.delete(key);
      return value;
    },
  };
}

/** The same call whatever the case of the module name in the URL (the server reads module names case-insensitively). */
export function listCallKey(url: string, body: unknown): string {
  return `${url.toLowerCase()} ${JSON.stringify(body)}`;
}

type ListAnswer = PageResult<ApiRecord> | null | undefined;
const perClient = new WeakMap<Pick<HttpClient, 'post'>, ListPrefetch<ListAnswer>>();

/** The list calls started ahead of one HTTP client's pages: the data provider takes them (one per app). */
export function listPrefetchOf(http: Pick<HttpClient, 'post'>): ListPrefetch<ListAnswer> {
  let prefetch = perClient.get(http);
  if (!prefetch) {
    prefetch = createListPrefetch<ListAnswer>({ ttlMs: LIST_PREFETCH_TTL_MS });
    perClient.set(http, prefetch);
  }
  return prefetch;
}

/**
 * Starts the list call a page will make (POST `para` to `url`), silently: a failure shows nothing here, and the page's
 * own call, made again since a failed prefetch is forgotten, reports it.
 */
export function startListPrefetch(http: Pick<HttpClient, 'post'>, url: string, para: PagePara): void {
  listPrefetchOf(http).start(listCallKey(url, para), () => postListPage(http, url, para, { silent: true }));
}
