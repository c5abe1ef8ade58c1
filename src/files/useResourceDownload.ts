import { useCallback } from 'react';
import { useApi } from '../app/ApiContext';
import { downloadResource } from './downloadResource';
import type { ResourceRef } from '../../contract/index';
import { saveBlob } from './saveBlob';
import { useApp } from '../app/AppHolders';

/** Downloads a stored file, showing the message of DM-ERR-1 to DM-ERR-3 when it fails. */
export function useResourceDownload(): (resource: Partial<ResourceRef> | null | undefined) => Promise<boolean> {
  const { http } = useApi();
  const { message } = useApp();
  return useCallback(
    async (resource) => {
      const outcome = await downloadResource(resource, { resolveUrl: http.resolveUrl, save: saveBlob });
      if (!outcome.ok) void message.error(outcome.message);
      return outcome.ok;
    },
    [http, message],
  );
}
