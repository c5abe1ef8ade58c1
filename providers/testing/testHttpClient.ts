/** Test-only: the app's HTTP client against the msw server, uploads included, with its notices recorded. */
import { vi } from 'vitest';
import { createHttpClient } from '../http/createHttpClient';
import { createPublicKeyStore } from '../http/publicKeyStore';
import { API } from './apiServer';
import { fetchXhr } from './fetchXhr';
import { nodeEncryptor } from './rsa';

export function testHttpClient(publicKey: string | null = null) {
  const notify = vi.fn();
  const publicKeys = createPublicKeyStore();
  // Set, even to none: no call goes to fetch a key first.
  publicKeys.set(publicKey);
  const http = createHttpClient({ baseUrl: API, publicKeys, encryptor: nodeEncryptor, notify, currentUrl: () => '/', createXhr: fetchXhr });
  return { http, notify };
}
