export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Query parameters, form-encoded with the same nested-key rules as bodies. */
export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  method: HttpMethod;
  /** Relative to the base URL (`/api/Thesis/List`) or absolute. */
  url: string;
  /** A plain object (form-encoded, or JSON with `json: true`), a string, FormData, Blob or URLSearchParams. */
  body?: unknown;
  params?: QueryParams;
  /** `auto` (default): list requests are encrypted when a public key is held. `never`: always plain. */
  encrypt?: 'auto' | 'never';
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Reject without the catalogue's side effects (no toast, no navigation): for calls whose caller reports. */
  silent?: boolean;
}

/** What the shorthand methods take besides URL, body and params. */
export type CallOptions = Omit<RequestOptions, 'method' | 'url' | 'body' | 'params'>;

export interface UploadOptions {
  /** Multipart field of each file; the institute's server reads `files[]`. */
  fieldName?: string;
  /** Called with the percentage sent, 0..100. */
  onProgress?: (percent: number) => void;
  /** Extra text fields sent with the files. */
  fields?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly publicKeys: PublicKeyStore;
  request<T = unknown>(options: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, params?: QueryParams, options?: CallOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T = unknown>(url: string, params?: QueryParams, options?: CallOptions): Promise<T>;
  /** Multipart upload with progress (XMLHttpRequest); never encrypted. */
  upload<T = unknown>(url: string, files: ReadonlyArray<Blob>, options?: UploadOptions): Promise<T>;
  /** Binary download; never encrypted. */
  download(url: string, params?: QueryParams, options?: Pick<CallOptions, 'signal' | 'silent'>): Promise<Blob>;
  /** Fetches `GET /api/account/PublicKey` once (failure ignored → null, bodies stay plain). */
  loadPublicKey(): Promise<string | null>;
  /**
   * Starts loading what encrypting a list body takes (the library), for a page opened at an address whose first calls
   * are lists: its first list call then waits for the key alone, not for the library after the key.
   */
  prepareListEncryption(): void;
  /** Encrypts one short text (a password) with the held key as a single block; null when impossible. */
  encryptText(text: string): Promise<string | null>;
  /**
   * What another client of the same API (the export worker's) needs to call it as this one does — the held key, the
   * page's address for a login redirect — and where that client's notices and redirect go (this client's own).
   */
  delegation(): HttpDelegation;
  /** The absolute URL the client would call for `url`. */
  resolveUrl(url: string): string;
}

/** A toast the HTTP layer asks for (error catalogue). */
export interface Notice {
  type: 'error' | 'warning' | 'success' | 'info';
  message: string;
  description?: string;
}

export type Notify = (notice: Notice) => void;

/** RSA public-key encryption of one block (PKCS#1 v1.5, base64 out). `false` when the text does not fit the key. */
export interface Encryptor {
  encrypt(plainText: string, publicKeyPem: string): Promise<string | false> | string | false;
  /** Starts loading what encrypting needs (a lazily imported library), so a list call waiting for the key waits for both at once. */
  prepare?(): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface PublicKeyStore {
  /** The held PEM, or null. */
  get(): string | null;
  /** Holds a key (or none) and marks the key as attempted. */
  set(pem: string | null): void;
  /** Whether a load was attempted (successful or not). */
  readonly attempted: boolean;
  /** Runs `fetchKey` once (concurrent callers share it); failures and non-PEM answers leave no key. */
  load(fetchKey: () => Promise<unknown>): Promise<string | null>;
}

export interface HttpDelegation {
  baseUrl: string;
  publicKey: string | null;
  currentUrl: string;
  lastUrl: string;
  notify: Notify;
  navigateToLogin: (loginUrl: string) => void;
}

export interface HttpClientOptions {
  /** API origin, '' for same origin. */
  baseUrl: string;
  fetch?: FetchLike;
  publicKeys?: PublicKeyStore;
  encryptor?: Encryptor;
  notify?: Notify;
  /** Called with `/login?redirect=…` on a 401. */
  navigateToLogin?: (loginUrl: string) => void;
  /** The browser's current path + query (to know whether we are on /login already). */
  currentUrl?: () => string;
  /** The last visited (non-anonymous) URL, carried in the login redirect; defaults to currentUrl. */
  lastUrl?: () => string;
  /** XMLHttpRequest factory for uploads (tests inject a fake). */
  createXhr?: () => XMLHttpRequest;
}
