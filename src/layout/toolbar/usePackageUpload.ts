import { useCallback, useState } from 'react';
import type { PackageStatus } from '../../../contract/index';
import { getPackageStatus, rollbackPackage, uploadPackage } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';
import { rolledBackMessage } from './packageRelease';
import { useApp } from '../../app/AppHolders';

/**
 * The administrator's update packages (double-click on the toolbar title opens the dialog): the served build and
 * the previous one, uploading a zip (checked and switched in by the server), and the rollback. Failures are shown
 * by the HTTP client's error toast (the server's Chinese message); the dialog just stops waiting.
 */
export function usePackageUpload(isAdmin: boolean) {
  const { http } = useApi();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<PackageStatus | null>(null);
  const [busy, setBusy] = useState<'upload' | 'rollback' | null>(null);

  const refresh = useCallback(() => {
    getPackageStatus(http).then(setStatus, () => undefined);
  }, [http]);

  const show = useCallback(() => {
    if (!isAdmin) return;
    setOpen(true);
    refresh();
  }, [isAdmin, refresh]);

  const upload = useCallback(
    (file: File) => {
      setBusy('upload');
      uploadPackage(http, file)
        .then(
          (installed) => {
            void message.success(`更新包已安装,当前版本 ${installed.Version}`);
            refresh();
          },
          () => undefined,
        )
        .finally(() => setBusy(null));
    },
    [http, message, refresh],
  );

  const rollback = useCallback(() => {
    setBusy('rollback');
    rollbackPackage(http)
      .then(
        (next) => {
          setStatus(next);
          void message.success(rolledBackMessage(next.Current));
        },
        () => undefined,
      )
      .finally(() => setBusy(null));
  }, [http, message]);

  return { open, show, close: () => setOpen(false), status, busy, upload, rollback };
}

export type PackageUploadController = ReturnType<typeof usePackageUpload>;
