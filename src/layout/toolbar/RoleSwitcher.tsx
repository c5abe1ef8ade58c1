import { Button, Dropdown } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import type { CurrentUser } from '../../../contract/index';
import { useSessionActions } from '../../session/useSessionActions';

/** The role switcher: every role of the user; the active one is marked and cannot be chosen again. */
export function RoleSwitcher({ user }: { user: CurrentUser }) {
  const { switchRole } = useSessionActions();
  const active = user.Curr?.Role_Id ?? null;
  const activeName = user.Roles.find((role) => role.Id === active)?.Name ?? user.Roles[0]?.Name ?? '角色';
  if (user.Roles.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: active ? [active] : [],
        items: user.Roles.map((role) => ({ key: role.Id, label: role.Name, disabled: role.Id === active })),
        onClick: ({ key }) => void switchRole(String(key)),
      }}
    >
      <Button type="text" aria-label="切换角色" icon={<SwapOutlined />}>
        <span className="role-switcher-name">{activeName}</span>
      </Button>
    </Dropdown>
  );
}
