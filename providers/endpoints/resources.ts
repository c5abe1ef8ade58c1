/** Stored files: the upload every file field and icon goes through. */
import type { UploadedResource } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const RESOURCE_UPLOAD_URL = '/api/resource/post';

/** POST /api/resource/post, multipart `files[]`, with the percentage sent; answers one stored file per file. */
export async function uploadResource(http: Pick<HttpClient, 'upload'>, file: Blob, onProgress?: (percent: number) => void): Promise<UploadedResource | undefined> {
  const [resource] = await http.upload<UploadedResource[]>(RESOURCE_UPLOAD_URL, [file], { onProgress });
  return resource;
}
