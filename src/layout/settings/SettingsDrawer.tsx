import { Drawer, Radio, Space, Switch, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { NAV_COLOR_LABELS, NAV_COLORS, type NavColor } from '../../settings/uiSettings';
import { useUiSettings } from '../../settings/useUiSettings';

const COLOR_ORDER = Object.keys(NAV_COLORS) as NavColor[];

/** The right settings drawer (SH-SHELL-8, SH-SHELL-9): navigation colour, light/dark, the 问题反馈 button's visibility. */
export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const [settings, set] = useUiSettings();
  return (
    <Drawer title="设置" placement="right" open={open} onClose={onClose} width={300}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={5}>导航颜色</Typography.Title>
          <Space wrap>
            {COLOR_ORDER.map((color) => (
              <Tooltip key={color} title={NAV_COLOR_LABELS[color]}>
                <button
                  type="button"
                  className="nav-color-swatch"
                  aria-label={NAV_COLOR_LABELS[color]}
                  aria-pressed={settings.navColor === color}
                  style={{ background: NAV_COLORS[color] }}
                  onClick={() => set({ navColor: color })}
                >
                  {settings.navColor === color ? <CheckOutlined /> : null}
                </button>
              </Tooltip>
            ))}
          </Space>
        </div>
        <div>
          <Typography.Title level={5}>主题</Typography.Title>
          <Radio.Group value={settings.themeMode} onChange={(event) => set({ themeMode: event.target.value })} optionType="button">
            <Radio value="light">浅色</Radio>
            <Radio value="dark">深色</Radio>
          </Radio.Group>
        </div>
        <div>
          <Space>
            <Switch aria-label="显示问题反馈" checked={settings.supportPanel === '1'} onChange={(checked) => set({ supportPanel: checked ? '1' : '0' })} />
            <Typography.Text>显示问题反馈按钮</Typography.Text>
          </Space>
        </div>
      </Space>
    </Drawer>
  );
}
