import { Link } from 'react-router';
import { Card, Col, Empty, Row } from 'antd';
import { useVisibleMenu } from '../../menu/useVisibleMenu';
import { menuLeaves } from '../../menu/menuLeaves';
import { menuIcon } from '../../menu/menuIcons';

/** 快捷入口: every page of the visible menu, grouped as the menu groups them. */
export function ShortcutsCard() {
  const groups = useVisibleMenu().filter((item) => item.children && item.children.length > 0);
  return (
    <Card size="small" title="快捷入口" style={{ marginBottom: 16 }}>
      {groups.length === 0 ? <Empty description="当前角色没有可用的功能" /> : null}
      {groups.map((group) => (
        <Card key={group.title} type="inner" title={group.title} size="small" style={{ marginBottom: 12 }}>
          <Row gutter={[12, 12]}>
            {menuLeaves(group.children ?? []).map((leaf, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a menu may list one path twice; the place tells them apart.
              <Col key={`${leaf.path}-${index}`} xs={12} sm={8} md={6} lg={4}>
                <Link to={leaf.path ?? '/'} className="home-shortcut">
                  {menuIcon(group.icon)} {leaf.title}
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </Card>
  );
}
