import { Link } from 'react-router';
import { Card, Collapse, Space, Steps, Typography } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { TUTORIAL_QUESTIONS, TUTORIAL_STEPS } from './researchAssistantGuide';

const TITLE = '科研助理使用教程';

/** /ResearchAssistant/Tutorial — open without login: how a research-assistant service is asked for, step by step. */
export default function ResearchAssistantTutorialPage() {
  usePageTitle(TITLE);
  return (
    <Space direction="vertical" size="middle" style={{ display: 'flex' }}>
      <Card title={TITLE} extra={<Link to="/ResearchAssistant/Templates">模板目录</Link>}>
        <Steps
          direction="vertical"
          current={-1}
          items={TUTORIAL_STEPS.map((step) => ({ title: step.title, description: step.description, status: 'process' as const }))}
        />
      </Card>
      <Card title="常见问题">
        <Collapse
          items={TUTORIAL_QUESTIONS.map((item) => ({
            key: item.question,
            label: item.question,
            children: <Typography.Paragraph style={{ margin: 0 }}>{item.answer}</Typography.Paragraph>,
          }))}
        />
      </Card>
    </Space>
  );
}
