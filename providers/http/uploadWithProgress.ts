export interface UploadRequest {
  url: string;
  files: ReadonlyArray<Blob>;
  fieldName: string;
  fields?: Record<string, string>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createXhr: () => XMLHttpRequest;
}

/** The raw answer of an upload; status 0 = network failure. */
export interface UploadResult {
  status: number;
  text: string;
  contentType: string | null;
}

/**
 * Multipart upload through XMLHttpRequest, because fetch reports no upload progress. Sends the session cookie;
 * never encrypted. Resolves with the raw answer (the client applies the error catalogue); rejects only on abort.
 */
export function uploadWithProgress(request: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    for (const file of request.files) {
      const name = 'name' in file && typeof file.name === 'string' ? file.name : 'blob';
      form.append(request.fieldName, file, name);
    }
    const xhr = request.createXhr();
    xhr.open('POST', request.url, true);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      request.onProgress?.(100);
      resolve({ status: xhr.status, text: xhr.responseText ?? '', contentType: xhr.getResponseHeader('content-type') });
    };
    xhr.onerror = () => resolve({ status: 0, text: '', contentType: null });
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
