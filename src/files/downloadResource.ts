import { badResponseMessage, caughtErrorMessage, NO_FILE_ID_MESSAGE } from './downloadMessages';
import type { ResourceRef } from '../../contract/index';
import { fetchResourceAttachment } from '../../providers/endpoints/resources';

export interface DownloadDeps {
  /** The absolute URL of an API path (http.resolveUrl). */
  resolveUrl: (path: string) => string;
  /** Tests answer the request themselves; the app uses the browser's. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  save: (blob: Blob, fileName: string) => void;
}

export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Fetches a stored file as a blob (`has_download=true`) and saves it under its name. Never throws: the outcome
 * carries the message for a missing id, a failed response or a caught error (DM-ERR-1, DM-ERR-2, DM-ERR-3).
 */
export async function downloadResource(resource: Partial<ResourceRef> | null | undefined, deps: DownloadDeps): Promise<DownloadOutcome> {
  if (!resource?.Id) return { ok: false, message: NO_FILE_ID_MESSAGE };
  const name = resource.Name || resource.Id;
  try {
    const response = await fetchResourceAttachment(deps, { Id: resource.Id, Name: name }, deps.fetch);
    if (!response.ok) return { ok: false, message: badResponseMessage(response.status, response.statusText) };
    deps.save(await response.blob(), name);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: caughtErrorMessage(error) };
  }
}
