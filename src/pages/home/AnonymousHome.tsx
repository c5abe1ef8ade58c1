import { Link } from 'react-router';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTenant } from '../../hooks/useTenant';
import { ESSAY_PAGES } from '../essay/essayPages';

/** The home page for a visitor who has not logged in: the institute, its introduction pages and 登录. */
export function AnonymousHome() {
  const tenant = useTenant();
  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>{tenant.data?.FullName ?? ''}</Typography.Title>
      <Typography.Paragraph type="secondary">科研管理平台:科研项目、成果、经费与办公事务的一站式服务。</Typography.Paragraph>
      <Link to="/login">
        <Button type="primary" size="large">
          登录
        </Button>
      </Link>
      <Card title="了解我们" style={{ marginTop: 24 }}>
        <Row gutter={[12, 12]}>
          {ESSAY_PAGES.map((page) => (
            <Col key={page.code} xs={12} sm={8} md={6}>
              <Link to={page.path}>{page.title}</Link>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
