import { useCallback } from 'react';
import { App } from 'antd';
import { uploadPackage } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';

/** The administrator's package upload (double-click on the toolbar title): a file chooser, then a multipart post. */
export function usePackageUpload(isAdmin: boolean) {
  const { http } = useApi();
  const { message } = App.useApp();
  return useCallback(() => {
    if (!isAdmin) return;
    const input = document.createElement('input');
    input.type = 'file';
    input.setAttribute('aria-label', '上传更新包');
    input.onchange = () => {
      const file = input.files?.[0];
      if (!file) return;
      const hide = message.loading('正在上传更新包…', 0);
      uploadPackage(http, file).then(
        () => {
          hide();
          void message.success('上传成功');
        },
        () => hide(),
      );
    };
    input.click();
  }, [http, isAdmin, message]);
}
