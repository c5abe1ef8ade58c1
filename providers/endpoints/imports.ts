/** Excel import and the download centre (D-IMPORT, D-DOWN): template, upload with progress, job state, files. */
import type { FileTemplateEntry, ImportStarted, ServerJob } from '../../contract/index';
import type { HttpClient } from '../http/types';

const m = (module: string) => encodeURIComponent(module);

export const importTemplateUrl = (module: string) => `/api/import/${m(module)}/Template`;
export const importUploadUrl = (module: string) => `/api/import/${m(module)}/Upload`;
export const downloadFileUrl = (id: string) => `/api/downCenter/Download/${encodeURIComponent(id)}`;
export const fileTemplateUrl = (id: string) => `/api/downCenter/Template/${encodeURIComponent(id)}`;

export function downloadImportTemplate(http: Pick<HttpClient, 'download'>, module: string): Promise<Blob> {
  return http.download(importTemplateUrl(module));
}

/** The sheet, with the percentage sent; the server answers once it has checked and read it. */
export function uploadImport(http: Pick<HttpClient, 'upload'>, module: string, file: Blob, onProgress: (percent: number) => void): Promise<ImportStarted> {
  return http.upload<ImportStarted>(importUploadUrl(module), [file], { fieldName: 'file', onProgress });
}

export function getImportJob(http: Pick<HttpClient, 'get'>, id: string): Promise<ServerJob> {
  return http.get<ServerJob>(`/api/import/Job/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function listDownloads(http: Pick<HttpClient, 'get'>): Promise<ServerJob[]> {
  return http.get<ServerJob[]>('/api/downCenter/List');
}

export function deleteDownload(http: Pick<HttpClient, 'delete'>, id: string): Promise<unknown> {
  return http.delete(`/api/downCenter/Delete/${encodeURIComponent(id)}`);
}

export function downloadJobFile(http: Pick<HttpClient, 'download'>, id: string): Promise<Blob> {
  return http.download(downloadFileUrl(id));
}

export function listFileTemplates(http: Pick<HttpClient, 'get'>): Promise<FileTemplateEntry[]> {
  return http.get<FileTemplateEntry[]>('/api/downCenter/Templates');
}

export function downloadFileTemplate(http: Pick<HttpClient, 'download'>, id: string): Promise<Blob> {
  return http.download(fileTemplateUrl(id));
}
