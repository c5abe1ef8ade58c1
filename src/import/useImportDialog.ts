/**
 * The import dialog's controller: template download, sending the chosen sheet with its progress, following the
 * server's job until its summary, and the abnormal rows' sheet. The list is refreshed once rows were stored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import { downloadImportTemplate, downloadJobFile, getImportJob, uploadImport } from '../../providers/endpoints/imports';
import { useApi } from '../app/ApiContext';
import { saveBlob } from '../files/saveBlob';
import { chosenFileProblem, failedState, importingState, INITIAL_IMPORT_STATE, stateOfJob, uploadingState, type ImportState } from './importFlow';

const POLL_MS = 500;

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : '导入失败');

export function useImportDialog(module: string, description: string) {
  const { http } = useApi();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>(INITIAL_IMPORT_STATE);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const follow = useCallback(
    async (jobId: string) => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (!alive.current) return;
        let next: ImportState;
        try {
          next = stateOfJob(await getImportJob(http, jobId));
        } catch (error) {
          next = failedState(messageOf(error));
        }
        setState(next);
        if (next.phase !== 'importing') {
          void invalidate({ resource: module, invalidates: ['list'] });
          return;
        }
      }
    },
    [http, invalidate, module],
  );

  const start = useCallback(
    async (file: File) => {
      const problem = chosenFileProblem(file);
      if (problem) {
        setState(failedState(problem));
        return;
      }
      setState(uploadingState(0));
      try {
        const started = await uploadImport(http, module, file, (sent) => setState(uploadingState(sent)));
        setState(importingState(started.JobId));
        await follow(started.JobId);
      } catch (error) {
        setState(failedState(messageOf(error)));
      }
    },
    [http, module, follow],
  );

  const downloadTemplate = useCallback(async () => {
    try {
      saveBlob(await downloadImportTemplate(http, module), `${description}导入模板.xlsx`);
    } catch {
      // The HTTP client has shown the server's message.
    }
  }, [http, module, description]);

  const downloadErrors = useCallback(async () => {
    if (!state.jobId) return;
    try {
      saveBlob(await downloadJobFile(http, state.jobId), `${description}导入异常数据.xlsx`);
    } catch {
      // As above.
    }
  }, [http, state.jobId, description]);

  const busy = state.phase === 'uploading' || state.phase === 'importing';
  return {
    open,
    state,
    busy,
    show: useCallback(() => {
      setState(INITIAL_IMPORT_STATE);
      setOpen(true);
    }, []),
    // While the server stores rows, closing only hides the dialog: the job goes on and lands in the download centre.
    close: useCallback(() => setOpen(false), []),
    again: useCallback(() => setState(INITIAL_IMPORT_STATE), []),
    start,
    downloadTemplate,
    downloadErrors,
  };
}

export type ImportDialogController = ReturnType<typeof useImportDialog>;
