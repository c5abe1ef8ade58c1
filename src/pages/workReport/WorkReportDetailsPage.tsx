import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Spin, Typography } from 'antd';
import type { ApiRecord, ResourceRef } from '../../../contract/index';
import { relatedLabel } from '../../../core/adapter/formatValue';
import { ResourceLink } from '../../files/ResourceLink';
import { AnnotationStateTag } from './reportColumns';
import { useReportAnnotation } from './useReportAnnotation';
import { ANNOTATION_MAX_LENGTH, isAnnotated, nameOf, periodText } from './workReportAnnotation';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** Long report text keeps its line breaks. */
const Paragraphs = ({ value }: { value: unknown }) => <div style={{ whiteSpace: 'pre-wrap' }}>{text(value) || '无'}</div>;

/** /WorkReport/Details?q={id} 批注详情: the report read-only, the annotation so far, and the leader's annotation box. */
export default function WorkReportDetailsPage() {
  const [search] = useSearchParams();
  const id = search.get('q');
  const report = useReportAnnotation(id);
  if (id === null) return <Alert type="warning" showIcon message="未指定要查看的工作周报" />;
  if (report.failed) return <Alert type="error" showIcon message="工作周报不存在或无权查看" />;
  if (report.loading || !report.record) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const record = report.record;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ReportCard record={record} />
      <PreviousAnnotation record={record} />
      {report.canAnnotate ? (
        <AnnotationBox key={String(record.AnnotationTime ?? '')} record={record} levels={report.levels} saving={report.saving} onSubmit={report.submit} />
      ) : null}
    </Space>
  );
}

function ReportCard({ record }: { record: ApiRecord }) {
  return (
    <Card title={text(record.Title) || '工作周报'} extra={<AnnotationStateTag record={record} />}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="报告人">{nameOf(record.Person, relatedLabel)}</Descriptions.Item>
        <Descriptions.Item label="科室">{relatedLabel(record.Dept)}</Descriptions.Item>
        <Descriptions.Item label="报告周期" span={2}>
          {periodText(record)}
        </Descriptions.Item>
        <Descriptions.Item label="本周工作内容" span={2}>
          <Paragraphs value={record.Content} />
        </Descriptions.Item>
        <Descriptions.Item label="存在问题及建议" span={2}>
          <Paragraphs value={record.Problems} />
        </Descriptions.Item>
        <Descriptions.Item label="下周工作计划" span={2}>
          <Paragraphs value={record.NextPlan} />
        </Descriptions.Item>
        <Descriptions.Item label="附件" span={2}>
          {record.Attachment_Id ? <ResourceLink resource={record.Attachment as ResourceRef | null} fallbackId={text(record.Attachment_Id)} /> : '无'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function PreviousAnnotation({ record }: { record: ApiRecord }) {
  if (!isAnnotated(record)) return null;
  return (
    <Card title="已有批注">
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="考核评价">{text(record.AssessLevel)}</Descriptions.Item>
        <Descriptions.Item label="批注人">{nameOf(record.Annotator, relatedLabel)}</Descriptions.Item>
        <Descriptions.Item label="批注时间">{text(record.AnnotationTime).slice(0, 16)}</Descriptions.Item>
        <Descriptions.Item label="领导批注" span={3}>
          <Paragraphs value={record.Annotation} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function AnnotationBox({
  record,
  levels,
  saving,
  onSubmit,
}: {
  record: ApiRecord;
  levels: Array<{ value: string; label: string }>;
  saving: boolean;
  onSubmit: (annotation: string, level: string | undefined) => Promise<boolean>;
}) {
  // A new annotation starts from the previous one: a leader usually amends rather than rewrites.
  const [annotation, setAnnotation] = useState(text(record.Annotation));
  const [level, setLevel] = useState<string | undefined>(text(record.AssessLevel) || undefined);
  return (
    <Card title={isAnnotated(record) ? '修改批注' : '批注'}>
      <Form layout="vertical" onFinish={() => void onSubmit(annotation, level)}>
        <Form.Item label="批注" required>
          <Input.TextArea
            id="annotation_text"
            rows={5}
            maxLength={ANNOTATION_MAX_LENGTH}
            showCount
            value={annotation}
            onChange={(event) => setAnnotation(event.target.value)}
            placeholder="请输入批注内容"
          />
        </Form.Item>
        <Form.Item label="考核评价" required>
          <Select
            id="annotation_level"
            style={{ width: 200 }}
            placeholder="请选择"
            options={levels}
            value={level}
            onChange={(next: string) => setLevel(next)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交批注
        </Button>
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          提交后将通知报告人
        </Typography.Text>
      </Form>
    </Card>
  );
}
