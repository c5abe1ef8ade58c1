import { Card, Form, Radio, Space, Switch } from 'antd';
import { NAV_COLOR_LABELS, NAV_COLORS, type NavColor } from '../../settings/uiSettings';
import { useUiSettings } from '../../settings/useUiSettings';
import { MAP_MODES } from '../map/mapModel';

/** /setting — the user's UI settings, kept in this browser (the same store as the toolbar's settings drawer). */
export default function SettingPage() {
  const [settings, set] = useUiSettings();
  return (
    <Card title="个性化设置">
      <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
        <Form.Item label="导航颜色">
          <Radio.Group value={settings.navColor} onChange={(event) => set({ navColor: event.target.value as NavColor })}>
            <Space wrap>
              {(Object.keys(NAV_COLORS) as NavColor[]).map((color) => (
                <Radio key={color} value={color}>
                  <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: NAV_COLORS[color], marginRight: 4 }} />
                  {NAV_COLOR_LABELS[color]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="深色主题">
          <Switch aria-label="深色主题" checked={settings.themeMode === 'dark'} onChange={(dark) => set({ themeMode: dark ? 'dark' : 'light' })} />
        </Form.Item>
        <Form.Item label="问题反馈按钮">
          <Switch
            aria-label="显示问题反馈按钮"
            checked={settings.supportPanel === '1'}
            onChange={(shown) => set({ supportPanel: shown ? '1' : '0' })}
            checkedChildren="显示"
            unCheckedChildren="隐藏"
          />
        </Form.Item>
        <Form.Item label="地图样式">
          <Radio.Group value={MAP_MODES[settings.mapMode] ? settings.mapMode : 'bd'} onChange={(event) => set({ mapMode: String(event.target.value) })}>
            {Object.entries(MAP_MODES).map(([mode, palette]) => (
              <Radio.Button key={mode} value={mode}>
                {palette.label}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </Card>
  );
}
