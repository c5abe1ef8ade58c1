import { Alert, Button, Card, Descriptions, Empty, Form, Input, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { formatCell } from '../../../core/adapter/formatValue';
import { listColumns } from '../../../core/adapter/listColumns';
import { usePageTitle } from '../../hooks/usePageTitle';
import { CONTENT_MAX, FEEDBACK_PROGRESS, relatedName, SUMMARY_MAX, type FeedbackInput } from './officeWorkFeedbackView';
import { useOfficeWorkFeedback } from './useOfficeWorkFeedback';

const TITLE = '办公事务办理反馈';
const PROGRESS_COLOR: Record<string, string> = { 已接收: 'blue', 办理中: 'gold', 已办结: 'green', 需协调: 'red' };

/** /officeworkfeedback/:id — the route passes the matter's id as a prop: the matter, its feedback, and a new feedback. */
export default function OfficeWorkFeedbackPage({ id }: { id: string }) {
  usePageTitle(TITLE);
  const view = useOfficeWorkFeedback(id);
  if (view.missing) return <Alert type="error" showIcon message="办公事务不存在或无权查看" />;
  if (view.loading || !view.officeWork || !view.struts) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const work = view.officeWork;
  const columns = listColumns(view.struts);
  return (
    <Space direction="vertical" size="middle" style={{ display: 'flex' }}>
      <Card title={TITLE}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          {columns.map((column) => (
            <Descriptions.Item key={column.key} label={column.title}>
              {formatCell(column, work) || '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
        {typeof work.Content === 'string' && work.Content !== '' ? (
          <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{work.Content}</Typography.Paragraph>
        ) : null}
      </Card>
      <Card title="办理反馈">
        {view.feedbackLoading ? (
          <Spin />
        ) : view.feedback.length === 0 ? (
          <Empty description="暂无反馈" />
        ) : (
          <Timeline items={view.feedback.map((row) => ({ key: String(row.Id), children: <FeedbackItem row={row} /> }))} />
        )}
      </Card>
      {view.canAdd ? <FeedbackForm sending={view.sending} onSend={view.send} /> : null}
    </Space>
  );
}

function FeedbackItem({ row }: { row: ApiRecord }) {
  const progress = String(row.Progress ?? '');
  return (
    <div data-testid="office-work-feedback">
      <Space wrap>
        <Typography.Text strong>{String(row.Summary ?? '')}</Typography.Text>
        {progress ? <Tag color={PROGRESS_COLOR[progress]}>{progress}</Tag> : null}
        <Typography.Text type="secondary">{String(row.FeedbackDate ?? '').slice(0, 16)}</Typography.Text>
        <Typography.Text type="secondary">{relatedName(row.Create_User) || relatedName(row.Dept)}</Typography.Text>
      </Space>
      <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(row.Content ?? '')}</div>
    </div>
  );
}

function FeedbackForm({ sending, onSend }: { sending: boolean; onSend: (input: FeedbackInput) => Promise<void> }) {
  const [form] = Form.useForm<FeedbackInput>();
  const submit = async (values: FeedbackInput) => {
    await onSend(values);
    form.resetFields();
  };
  return (
    <Card title="提交反馈">
      <Form form={form} layout="vertical" initialValues={{ Progress: '办理中' }} onFinish={submit} style={{ maxWidth: 720 }}>
        <Form.Item
          name="Summary"
          label="反馈摘要"
          rules={[
            { required: true, whitespace: true, message: '反馈摘要是必填的' },
            { min: 2, max: SUMMARY_MAX, message: `反馈摘要长度要求在[2,${SUMMARY_MAX}]之间` },
          ]}
        >
          <Input maxLength={SUMMARY_MAX} />
        </Form.Item>
        <Form.Item name="Progress" label="办理进度" rules={[{ required: true, message: '办理进度是必填的' }]}>
          <Select options={FEEDBACK_PROGRESS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item
          name="Content"
          label="反馈内容"
          rules={[
            { required: true, whitespace: true, message: '反馈内容是必填的' },
            { max: CONTENT_MAX, message: `反馈内容长度要求在[1,${CONTENT_MAX}]之间` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={CONTENT_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          提交反馈
        </Button>
      </Form>
    </Card>
  );
}
