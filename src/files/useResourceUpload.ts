import { useCallback, useState } from 'react';
import { useApi } from '../app/ApiContext';

/** What POST /api/resource/post answers per file. */
export interface UploadedFile {
  Id: string;
  Name: string;
  Size: number;
}

export const DEFAULT_UPLOAD_URL = '/api/resource/post';

/**
 * Uploads files as `files[]` with a 0–100% progress (data-modules spec §4, §7). `percent` is null when idle.
 * Errors are reported by the HTTP client's catalogue; the promise then rejects.
 */
export function useResourceUpload(url: string = DEFAULT_UPLOAD_URL) {
  const { http } = useApi();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useCallback(
    async (files: ReadonlyArray<Blob>): Promise<UploadedFile[]> => {
      setPercent(0);
      try {
        return await http.upload<UploadedFile[]>(url, files, { onProgress: setPercent });
      } finally {
        setPercent(null);
      }
    },
    [http, url],
  );
  return { upload, percent, uploading: percent !== null };
}
