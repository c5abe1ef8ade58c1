import { Link } from 'react-router';
import { Card, Space, Spin, Typography } from 'antd';
import { useGetIdentity } from '@refinedev/core';
import type { CurrentUser } from '../../../contract/index';
import { AnonymousHome } from './AnonymousHome';
import { HomeDashboard } from './HomeDashboard';
import { ShortcutsCard } from './ShortcutsCard';

/**
 * / — for a user: the dashboard of their role (output, queue by module, applications, open items, recent records)
 * and shortcuts; for a visitor: the institute and its essays.
 */
export default function HomePage() {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!user) return <AnonymousHome />;
  return (
    <div>
      <Typography.Title level={4}>欢迎您，{user.Name}</Typography.Title>
      <HomeDashboard userId={user.Id} />
      <ShortcutsCard />
      <Card size="small" title="常用入口">
        <Space wrap size="large">
          <Link to="/userCenter">个人中心</Link>
          <Link to="/companyRulesCenter">规章制度</Link>
          <Link to="/map">院区地图</Link>
          <Link to="/about">关于平台</Link>
          <Link to="/Essay_A">中心介绍</Link>
        </Space>
      </Card>
    </div>
  );
}
