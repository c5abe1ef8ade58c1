import { Link } from 'react-router';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { RESEARCH_TEMPLATES } from './researchAssistantGuide';

const TITLE = '科研助理模板';

/** /ResearchAssistant/Templates — open without login: the templates the research office keeps and what each holds. */
export default function ResearchAssistantTemplatesPage() {
  usePageTitle(TITLE);
  return (
    <Card title={TITLE} extra={<Link to="/ResearchAssistant/Tutorial">使用教程</Link>}>
      <Typography.Paragraph type="secondary">
        以下模板由科研处整理维护,登录后可在“科研助理服务申请”中申请使用;如需其他模板,请在“科研助理模板需求”中提出。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {RESEARCH_TEMPLATES.map((template) => (
          <Col key={template.category} xs={24} md={12} xl={8}>
            <Card size="small" type="inner" title={template.category} data-testid="research-template" style={{ height: '100%' }}>
              <Typography.Paragraph>{template.purpose}</Typography.Paragraph>
              <Space size={[4, 8]} wrap>
                {template.contents.map((content) => (
                  <Tag key={content}>{content}</Tag>
                ))}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Space style={{ marginTop: 16 }}>
        <Link to="/ResearchAssistant/add">申请科研助理服务</Link>
        <Link to="/ResearchAssistantTemplateNeed/add">提出模板需求</Link>
      </Space>
    </Card>
  );
}
