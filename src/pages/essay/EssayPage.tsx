import { Link } from 'react-router';
import { Alert, Card, Col, Menu, Row, Skeleton, Space, Typography } from 'antd';
import { PublicFrame } from '../shared/PublicFrame';
import { SafeHtml } from '../shared/SafeHtml';
import { ESSAY_PAGES, essayNeighbours, type EssayPageInfo } from './essayPages';
import { usePublicEssay } from './usePublicEssay';
import { outsideShellPage } from '../../app/outsideShellPage';

/** /Essay_A … /Essay_Q — one introduction essay of the CMS, for anyone, with the other 16 beside it. */
function EssayPage({ page }: { page: EssayPageInfo }) {
  const essay = usePublicEssay(page.code);
  const { previous, next } = essayNeighbours(page.code);
  return (
    <PublicFrame>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Menu
            mode="inline"
            selectedKeys={[page.code]}
            aria-label="介绍栏目"
            items={ESSAY_PAGES.map((item) => ({ key: item.code, label: <Link to={item.path}>{item.title}</Link> }))}
          />
        </Col>
        <Col xs={24} md={18}>
          <Card>
            <Typography.Title level={2}>{page.title}</Typography.Title>
            {essay.isPending ? <Skeleton active /> : null}
            {essay.isError ? <Alert type="info" showIcon message={essay.error.message || '文章尚未发布'} /> : null}
            {essay.data ? (
              <article className="essay-content">
                {essay.data.Title !== page.title ? <Typography.Title level={4}>{essay.data.Title}</Typography.Title> : null}
                <Typography.Paragraph type="secondary">
                  {[essay.data.Author, essay.data.PublishTime?.slice(0, 10)].filter(Boolean).join(' · ')}
                </Typography.Paragraph>
                <SafeHtml html={essay.data.Content} />
              </article>
            ) : null}
            <Space style={{ marginTop: 24, width: '100%', justifyContent: 'space-between' }}>
              {previous ? <Link to={previous.path}>上一篇:{previous.title}</Link> : <span />}
              {next ? <Link to={next.path}>下一篇:{next.title}</Link> : <span />}
            </Space>
          </Card>
        </Col>
      </Row>
    </PublicFrame>
  );
}

// Outside the shell: React Query's client and antd App's holders come with the page, not with the first chunk (D-PERF-4f).
export default outsideShellPage(EssayPage);
