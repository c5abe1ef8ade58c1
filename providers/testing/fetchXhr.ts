/**
 * Test-only: the part of XMLHttpRequest the upload uses, sending through fetch, so msw sees uploads as it sees every
 * other call (Node has no XMLHttpRequest). Pass `createXhr: fetchXhr` to the HTTP client.
 */
class FetchXhr {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  getResponseHeader(name: string): string | null {
    return this.headers.get(name);
  }

  abort() {
    this.onabort?.();
  }

  send(body: FormData) {
    fetch(this.url, { method: this.method, body, credentials: this.withCredentials ? 'include' : 'same-origin' }).then(
      async (response) => {
        this.status = response.status;
        this.headers = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

export const fetchXhr = () => new FetchXhr() as unknown as XMLHttpRequest;
