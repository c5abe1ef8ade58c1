/** Stored files: the upload every file field and icon goes through, and the address a file is read from. */
import type { ResourceRef, UploadedResource } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const RESOURCE_UPLOAD_URL = '/api/resource/post';

/** POST /api/resource/post, multipart `files[]`, with the percentage sent; answers one stored file per file. */
export async function uploadResource(
  http: Pick<HttpClient, 'upload'>,
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<UploadedResource | undefined> {
  const [resource] = await http.upload<UploadedResource[]>(RESOURCE_UPLOAD_URL, [file], { onProgress });
  return resource;
}

/** GET /api/resource/get/{id}/{name}?has_download=… (DM-FILE-3, DM-FILE-4): `false` shows the file inline, `true` an attachment. */
export function resourcePath(resource: ResourceRef, download: boolean): string {
  return `/api/resource/get/${encodeURIComponent(resource.Id)}/${encodeURIComponent(resource.Name)}?has_download=${download ? 'true' : 'false'}`;
}

/** The absolute address of a file shown inline, for a new window (files are not encrypted, and the cookie goes along). */
export function inlineResourceUrl(http: Pick<HttpClient, 'resolveUrl'>, resource: ResourceRef): string {
  return http.resolveUrl(resourcePath(resource, false));
}

/**
 * The file as an attachment, raw: the caller needs the response's status to say why a download failed, and its blob
 * to save; the client's JSON handling and error toasts do not apply to a binary body.
 */
export function fetchResourceAttachment(
  http: Pick<HttpClient, 'resolveUrl'>,
  resource: ResourceRef,
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = (url, init) => globalThis.fetch(url, init),
): Promise<Response> {
  return fetchImpl(http.resolveUrl(resourcePath(resource, true)), { credentials: 'include' });
}
