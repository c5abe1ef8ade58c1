import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { exampleOf, fieldRows, mainMedia, parameterRows, type ApiCall, type ApiDocument, type ApiMediaType, type FieldRow } from './apiDocument';

const requiredMark = (required: boolean) => (required ? <Tag color="red">必填</Tag> : <span className="api-reference-muted">可选</span>);
const fieldName = (name: string) => (
  <Typography.Text code className="api-reference-nowrap">
    {name}
  </Typography.Text>
);
// A long description (the modules a path takes) shows three lines until asked for the rest.
const LONG_TEXT = { rows: 3, expandable: 'collapsible' as const, symbol: (expanded: boolean) => (expanded ? '收起' : '展开') };
const description = (text: string) => (
  <Typography.Paragraph className="api-reference-cell-text" ellipsis={LONG_TEXT}>
    {text}
  </Typography.Paragraph>
);

const FIELD_COLUMNS: TableColumnsType<FieldRow> = [
  { title: '字段', dataIndex: 'name', width: 260, render: fieldName },
  { title: '类型', dataIndex: 'type', width: 140 },
  { title: '必填', dataIndex: 'required', width: 80, render: requiredMark },
  { title: '说明', dataIndex: 'description', render: description },
];

const PARAMETER_COLUMNS: TableColumnsType<FieldRow & { place: string }> = [
  { title: '参数', dataIndex: 'name', width: 200, render: fieldName },
  { title: '位置', dataIndex: 'place', width: 90 },
  { title: '类型', dataIndex: 'type', width: 110 },
  { title: '必填', dataIndex: 'required', width: 80, render: requiredMark },
  { title: '说明', dataIndex: 'description', render: description },
];

/** How a body travels, in words: the page names no media type. */
const BODY_FORMS: Record<string, string> = {
  'multipart/form-data': '以文件上传表单发送',
  'application/x-www-form-urlencoded': '以表单发送',
};

function Example({ value, title }: { value: unknown; title: string }) {
  if (value === undefined) return null;
  return (
    <>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <pre className="api-reference-example">{JSON.stringify(value, null, 2)}</pre>
    </>
  );
}

function BodyBlock({ document, media, type, exampleTitle }: { document: ApiDocument; media: ApiMediaType; type: string; exampleTitle: string }) {
  const rows = fieldRows(document, media.schema);
  return (
    <>
      {BODY_FORMS[type] && <Typography.Paragraph type="secondary">{BODY_FORMS[type]}</Typography.Paragraph>}
      {rows.length > 0 && <Table<FieldRow> size="small" rowKey="key" columns={FIELD_COLUMNS} dataSource={rows} pagination={false} tableLayout="fixed" />}
      <Example value={exampleOf(document, media)} title={exampleTitle} />
    </>
  );
}

/** What one call takes and answers: its parameters, body fields, answers and examples, as the route declares them. */
export function ApiCallDetails({ document, call }: { document: ApiDocument; call: ApiCall }) {
  const { operation } = call;
  const parameters = parameterRows(document, operation.parameters);
  const body = mainMedia(operation.requestBody?.content);
  const responses = Object.entries(operation.responses ?? {});
  return (
    <div className="api-reference-call">
      {operation.description && <Typography.Paragraph className="api-reference-description">{operation.description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{call.anonymous ? '无需登录即可调用。' : '需要登录:带上登录时服务器写入的会话 sid。'}</Typography.Paragraph>
      {parameters.length > 0 && (
        <>
          <Typography.Title level={5}>参数</Typography.Title>
          <Table size="small" rowKey="key" columns={PARAMETER_COLUMNS} dataSource={parameters} pagination={false} tableLayout="fixed" />
        </>
      )}
      {body && (
        <>
          <Typography.Title level={5}>请求体</Typography.Title>
          {operation.requestBody?.description && <Typography.Paragraph>{operation.requestBody.description}</Typography.Paragraph>}
          <BodyBlock document={document} media={body.media} type={body.type} exampleTitle="请求示例" />
        </>
      )}
      {responses.length > 0 && <Typography.Title level={5}>应答</Typography.Title>}
      {responses.map(([status, response]) => {
        const media = mainMedia(response.content);
        return (
          <div key={status} className="api-reference-response">
            <Typography.Paragraph>
              <Tag color={status.startsWith('2') ? 'green' : 'orange'}>{status}</Tag>
              {response.description}
            </Typography.Paragraph>
            {media && <BodyBlock document={document} media={media.media} type={media.type} exampleTitle="应答示例" />}
          </div>
        );
      })}
    </div>
  );
}
