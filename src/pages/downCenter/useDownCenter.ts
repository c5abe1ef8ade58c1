/** The download centre's data: the caller's server jobs (polled while one runs) and the file templates. */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDownload, downloadFileTemplate, downloadJobFile, listDownloads, listFileTemplates } from '../../../providers/endpoints/imports';
import { useApi } from '../../app/ApiContext';
import { saveBlob } from '../../files/saveBlob';
import { downloadRow } from './downloadRows';

const POLL_MS = 2000;
/** The caller's jobs; whoever starts a job (a server export) refreshes it, so a download centre already open shows it. */
export const DOWNLOAD_JOBS_KEY = ['downCenter', 'jobs'] as const;

export function useDownloads() {
  const { http } = useApi();
  const client = useQueryClient();
  const jobs = useQuery({
    queryKey: DOWNLOAD_JOBS_KEY,
    queryFn: () => listDownloads(http),
    refetchInterval: (query) => (query.state.data?.some((j) => j.Status === 'running') ? POLL_MS : false),
  });
  const rows = (jobs.data ?? []).map(downloadRow);
  const download = useCallback(
    async (id: string, fileName: string) => {
      try {
        saveBlob(await downloadJobFile(http, id), fileName);
      } catch {
        // The HTTP client has shown the server's message (文件不存在或已过期).
        void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
      }
    },
    [http, client],
  );
  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteDownload(http, id);
      } finally {
        void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
      }
    },
    [http, client],
  );
  return { rows, jobs: jobs.data ?? [], loading: jobs.isLoading, download, remove };
}

export function useFileTemplates() {
  const { http } = useApi();
  const templates = useQuery({ queryKey: ['downCenter', 'templates'], queryFn: () => listFileTemplates(http) });
  const download = useCallback(
    async (id: string, fileName: string) => {
      try {
        saveBlob(await downloadFileTemplate(http, id), fileName);
      } catch {
        // The HTTP client has shown the server's message.
      }
    },
    [http],
  );
  return { templates: templates.data ?? [], loading: templates.isLoading, download };
}
