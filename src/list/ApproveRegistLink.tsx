import { useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import { REGIST_STATUS, REGISTRATION_MESSAGES, type ApiRecord } from '../../contract/index';
import { approveRegistration } from '../../providers/endpoints/account';
import { useApi } from '../app/ApiContext';
import { useApp } from '../app/AppHolders';
import { ConfirmLink } from '../components/ConfirmLink';

/** A 用户 row whose self-registration waits for an administrator (only such rows get the link and its hooks). */
export const awaitsApproval = (record: ApiRecord): boolean => record.RegistStatus === REGIST_STATUS.pending;

/**
 * 通过审核 on a 用户 row whose self-registration waits for an administrator (注册审核 待审核, D-SEC-12): once approved
 * the account logs in with the public role; its roles are given in its form as for any user.
 */
export function ApproveRegistLink({ module, record }: { module: string; record: ApiRecord }) {
  const { http } = useApi();
  const { message } = useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await approveRegistration(http, String(record.Id));
      void message.success(REGISTRATION_MESSAGES.approved);
      await invalidate({ resource: module, id: String(record.Id), invalidates: ['detail', 'list'] });
    } catch {
      // The HTTP client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmLink
      disabled={busy}
      confirm={{
        title: `确定通过“${String(record.Name ?? record.Account ?? '')}”的注册吗?`,
        description: '通过后该账号即可登录(公众用户权限)。',
        okText: '确认',
        cancelText: '取消',
        onConfirm: approve,
      }}
    >
      通过审核
    </ConfirmLink>
  );
}
