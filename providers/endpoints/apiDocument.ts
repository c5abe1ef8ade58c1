/** The server's description of its whole interface, for the reference page (and its download). */
import type { HttpClient } from '../http/types';

export const API_DOCUMENT_URL = '/api/openapi.json';

export function getApiDocument<T>(http: Pick<HttpClient, 'get'>): Promise<T> {
  return http.get<T>(API_DOCUMENT_URL);
}

export function downloadApiDocument(http: Pick<HttpClient, 'download'>): Promise<Blob> {
  return http.download(API_DOCUMENT_URL);
}
