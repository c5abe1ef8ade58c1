import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Dropdown } from 'antd';
import { CoffeeOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';
import { useSessionActions } from '../../session/useSessionActions';
import { lazyWhenShown } from '../../routes/lazyWhenShown';

// 修改密码 loads when first chosen (D-PERF-4f).
const ChangePasswordDialog = lazyWhenShown<{ open: boolean; onClose: () => void }>(
  () => import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
  ({ open }) => open,
);

/** The avatar menu: 个人中心, 修改密码, 暂时离开, 退出. */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { http } = useApi();
  const { logout, tempLeave } = useSessionActions();
  const [changingPassword, setChangingPassword] = useState(false);
  const avatarSrc = user.HandIconId ? http.resolveUrl(`/api/resource/get/${encodeURIComponent(user.HandIconId)}`) : undefined;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'userCenter', icon: <UserOutlined />, label: '个人中心' },
            { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
            { key: 'leave', icon: <CoffeeOutlined />, label: '暂时离开' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出' },
          ],
          onClick: ({ key }) => {
            if (key === 'userCenter') navigate('/userCenter');
            if (key === 'password') setChangingPassword(true);
            if (key === 'leave') void tempLeave().catch(() => undefined);
            if (key === 'logout') logout();
          },
        }}
      >
        <Avatar src={avatarSrc} icon={<UserOutlined />} style={{ cursor: 'pointer' }} aria-label="用户菜单" />
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
