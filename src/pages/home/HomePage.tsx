import { Link } from 'react-router';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useGetIdentity } from '@refinedev/core';
import type { CurrentUser } from '../../../providers/contract/types';
import { useVisibleMenu } from '../../menu/useVisibleMenu';
import { menuLeaves } from '../../menu/menuLeaves';
import { menuIcon } from '../../menu/menuIcons';
import { usePageTitle } from '../../hooks/usePageTitle';

/** / — the user's shortcuts into every module they may open. */
export default function HomePage() {
  usePageTitle('首页');
  const { data: user } = useGetIdentity<CurrentUser>();
  const groups = useVisibleMenu().filter((item) => item.children && item.children.length > 0);
  return (
    <div>
      <Typography.Title level={4}>欢迎您，{user?.Name ?? ''}</Typography.Title>
      {groups.length === 0 ? <Empty description="当前角色没有可用的功能" /> : null}
      {groups.map((group) => (
        <Card key={group.title} title={group.title} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={[12, 12]}>
            {menuLeaves(group.children ?? []).map((leaf, index) => (
              <Col key={`${leaf.path}-${index}`} xs={12} sm={8} md={6} lg={4}>
                <Link to={leaf.path ?? '/'} className="home-shortcut">
                  {menuIcon(group.icon)} {leaf.title}
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}
