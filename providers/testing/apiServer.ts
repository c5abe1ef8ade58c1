/** Test-only: an msw server on http://api.test with helpers to read what the client sent. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const API = 'http://api.test';

/** Starts an msw server for the current test file; unhandled requests fail the test. */
export function useApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A form-encoded body as a plain key → value map (repeated keys: last wins). */
export async function formOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** Records every request a handler saw. */
export function recorder() {
  const seen: Array<{ method: string; url: URL; contentType: string | null; body: string }> = [];
  return {
    seen,
    async record(request: Request) {
      const body = await request.clone().text();
      seen.push({ method: request.method, url: new URL(request.url), contentType: request.headers.get('content-type'), body });
    },
  };
}
