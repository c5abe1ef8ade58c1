import { MESSAGES } from '../../contract/errors';
import { encryptPayload } from './encryptPayload';
import { toFormBody, toFormParams } from './formBody';
import { HttpError } from './httpError';
import { interpretHttpError, type HttpFailure } from './interpretHttpError';
import { isListRequest } from './isListRequest';
import { createJsEncryptEncryptor } from './jsEncryptEncryptor';
import { createPublicKeyStore } from './publicKeyStore';
import { isPlainObject, stripRelatedObjects } from './stripRelatedObjects';
import { uploadWithProgress } from './uploadWithProgress';
import type { CallOptions, HttpClient, HttpClientOptions, QueryParams, RequestOptions, UploadOptions } from './types';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
export const PUBLIC_KEY_URL = '/api/account/PublicKey';

/**
 * The HTTP client of the app: the institute API's conventions (form bodies, related objects stripped, list
 * requests encrypted) and the error catalogue, in one place every provider goes through.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const publicKeys = options.publicKeys ?? createPublicKeyStore();
  const encryptor = options.encryptor ?? createJsEncryptEncryptor();
  // Resolved per call, so a fetch patched later (msw, polyfills) is used.
  const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const currentUrl = options.currentUrl ?? browserUrl;
  const lastUrl = options.lastUrl ?? currentUrl;

  const resolveUrl = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`);

  /** Applies the catalogue's side effects (unless silent) and returns the error to reject with. */
  const fail = (failure: HttpFailure, silent: boolean | undefined): HttpError => {
    if (!silent) {
      if (failure.notice) options.notify?.(failure.notice);
      if (failure.navigateTo) (options.navigateToLogin ?? browserNavigate)(failure.navigateTo);
      failure.error.handled = failure.notice !== undefined || failure.navigateTo !== undefined;
    }
    return failure.error;
  };

  const failResponse = async (response: Response, silent: boolean | undefined): Promise<HttpError> => {
    const body = await readBody(response).catch(() => undefined);
    return fail(interpretHttpError(response.status, body, { currentUrl: currentUrl(), lastUrl: lastUrl() }), silent);
  };

  /** The key for a list request: the held one, or (first time only) the one fetched now. */
  const keyForListRequest = async (): Promise<string | null> => publicKeys.get() ?? (publicKeys.attempted ? null : client.loadPublicKey());

  const maybeEncrypt = async (url: string, payload: Record<string, unknown>, mode: RequestOptions['encrypt']) => {
    if (mode === 'never' || !isListRequest(url, payload)) return payload;
    // The library loads while the key is on its way (the first list call of a page load waits for both).
    if (!publicKeys.attempted || publicKeys.get()) encryptor.prepare?.();
    const key = await keyForListRequest();
    if (!key) return payload;
    const encrypted = await encryptPayload(payload, key, encryptor);
    return encrypted ? { ...encrypted } : payload;
  };

  const send = async (url: string, init: RequestInit, silent: boolean | undefined): Promise<Response> => {
    let response: Response;
    try {
      response = await fetchImpl(url, { credentials: 'include', ...init });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      // Network failure: no status, no body; the catalogue's "no Message" case.
      throw fail({ error: new HttpError(MESSAGES.noMessage, 0, undefined) }, silent);
    }
    if (!response.ok) throw await failResponse(response, silent);
    return response;
  };

  const client: HttpClient = {
    baseUrl,
    publicKeys,
    resolveUrl,

    async request<T>(request: RequestOptions): Promise<T> {
      const method = request.method;
      let url = resolveUrl(request.url);
      if (request.params && Object.keys(request.params).length > 0) {
        const params = await maybeEncrypt(request.url, request.params, request.encrypt);
        url = appendQuery(url, toFormParams(params));
      }
      const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...request.headers };
      let body: BodyInit | undefined;
      if (request.body !== undefined && request.body !== null && method !== 'GET' && method !== 'HEAD') {
        if (isPlainObject(request.body)) {
          const stripped = stripRelatedObjects(request.body);
          const payload = await maybeEncrypt(request.url, stripped, request.encrypt);
          if (request.json) {
            headers['Content-Type'] ??= JSON_CONTENT_TYPE;
            body = JSON.stringify(payload);
          } else {
            headers['Content-Type'] ??= FORM_CONTENT_TYPE;
            body = toFormBody(payload);
          }
        } else if (Array.isArray(request.body)) {
          headers['Content-Type'] ??= JSON_CONTENT_TYPE;
          body = JSON.stringify(stripRelatedObjects(request.body));
        } else if (typeof request.body === 'string') {
          headers['Content-Type'] ??= request.json ? JSON_CONTENT_TYPE : FORM_CONTENT_TYPE;
          body = request.body;
        } else {
          body = request.body as BodyInit; // FormData, Blob, URLSearchParams: the browser sets the type
        }
      }
      const response = await send(url, { method, headers, body, signal: request.signal }, request.silent);
      return (await readBody(response)) as T;
    },

    get: <T>(url: string, params?: QueryParams, opts?: CallOptions) => client.request<T>({ ...opts, method: 'GET', url, params }),
    post: <T>(url: string, body?: unknown, opts?: CallOptions) => client.request<T>({ ...opts, method: 'POST', url, body }),
    put: <T>(url: string, body?: unknown, opts?: CallOptions) => client.request<T>({ ...opts, method: 'PUT', url, body }),
    delete: <T>(url: string, params?: QueryParams, opts?: CallOptions) => client.request<T>({ ...opts, method: 'DELETE', url, params }),

    async upload<T>(url: string, files: ReadonlyArray<Blob>, uploadOptions: UploadOptions = {}) {
      const result = await uploadWithProgress({
        url: resolveUrl(url),
        files,
        fieldName: uploadOptions.fieldName ?? 'files[]',
        fields: uploadOptions.fields,
        onProgress: uploadOptions.onProgress,
        signal: uploadOptions.signal,
        createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
      });
      if (result.status === 0) throw fail({ error: new HttpError(MESSAGES.noMessage, 0) }, false);
      const body = parseText(result.text, result.contentType);
      if (result.status < 200 || result.status >= 300) {
        throw fail(interpretHttpError(result.status, body, { currentUrl: currentUrl(), lastUrl: lastUrl() }), false);
      }
      return body as T;
    },

    async download(url, params, opts) {
      const target = params && Object.keys(params).length > 0 ? appendQuery(resolveUrl(url), toFormParams(params)) : resolveUrl(url);
      const response = await send(target, { method: 'GET', signal: opts?.signal }, opts?.silent);
      return response.blob();
    },

    prepareListEncryption: () => encryptor.prepare?.(),

    loadPublicKey: () => publicKeys.load(() => client.get<unknown>(PUBLIC_KEY_URL, undefined, { silent: true, encrypt: 'never' })),

    delegation: () => ({
      baseUrl,
      publicKey: publicKeys.get(),
      currentUrl: currentUrl(),
      lastUrl: lastUrl(),
      notify: (notice) => options.notify?.(notice),
      navigateToLogin: options.navigateToLogin ?? browserNavigate,
    }),

    async encryptText(text) {
      const key = publicKeys.get() ?? (await client.loadPublicKey());
      if (!key) return null;
      try {
        const encrypted = await encryptor.encrypt(text, key);
        return typeof encrypted === 'string' && encrypted !== '' ? encrypted : null;
      } catch {
        return null;
      }
    },
  };
  return client;
}

/** 204 / empty → undefined; JSON → parsed (a JSON string answer is the string); other text → the text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  return parseText(text, response.headers.get('content-type'));
}

function parseText(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.toLowerCase().includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function appendQuery(url: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function browserUrl(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

function browserNavigate(to: string): void {
  if (typeof window !== 'undefined') window.location.assign(to);
}
