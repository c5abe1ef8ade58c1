import { Button, Dropdown } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import type { CurrentUser } from '../../../contract/index';
import { isSwitchTarget } from '../../session/sessionActions';
import { useSessionActions } from '../../session/useSessionActions';

/** Said above the roles while none is chosen: the records read are every role's data scopes together. */
export const NO_ROLE_CHOSEN_HINT = '未选定角色:数据权限按全部角色合并';

/**
 * The role switcher: every role of the user; the active one is marked and cannot be chosen again — unless no role is
 * chosen yet (the union of the roles' data scopes), when choosing it narrows the scope to it.
 */
export function RoleSwitcher({ user }: { user: CurrentUser }) {
  const { switchRole } = useSessionActions();
  const active = user.Curr?.Role_Id ?? null;
  const activeName = user.Roles.find((role) => role.Id === active)?.Name ?? user.Roles[0]?.Name ?? '角色';
  if (user.Roles.length === 0) return null;
  const roles = user.Roles.map((role) => ({ key: role.Id, label: role.Name, disabled: !isSwitchTarget(user, role.Id) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: active ? [active] : [],
        items: user.Curr?.Chosen === false ? [{ type: 'group', key: 'unchosen', label: NO_ROLE_CHOSEN_HINT, children: roles }] : roles,
        onClick: ({ key }) => void switchRole(String(key)),
      }}
    >
      <Button type="text" aria-label="切换角色" icon={<SwapOutlined />}>
        <span className="role-switcher-name">{activeName}</span>
      </Button>
    </Dropdown>
  );
}
