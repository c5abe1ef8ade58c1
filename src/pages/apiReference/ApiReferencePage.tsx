import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Empty, Input, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { API_DOCUMENT_URL, downloadApiDocument, getApiDocument } from '../../../providers/endpoints/apiDocument';
import { useApi } from '../../app/ApiContext';
import { saveBlob } from '../../files/saveBlob';
import { ApiCallDetails } from './ApiCallDetails';
import { apiSections, filterSections, type ApiCall, type ApiDocument } from './apiDocument';
import './apiReference.css';

const METHOD_COLORS: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', PATCH: 'gold', DELETE: 'red', HEAD: 'default' };

function callLabel(call: ApiCall) {
  return (
    <div className="api-reference-call-label">
      <Tag color={METHOD_COLORS[call.method] ?? 'default'} className="api-reference-method">
        {call.method}
      </Tag>
      <Typography.Text code className="api-reference-path">
        {call.path}
      </Typography.Text>
      <span className="api-reference-summary">{call.operation.summary}</span>
      {call.anonymous && <Tag color="cyan">无需登录</Tag>}
    </div>
  );
}

/**
 * /apiReference — the whole interface of the server for administrators and the developers of systems that connect to
 * it: the server's own description (/api/openapi.json) read into sections per feature, each call with its parameters,
 * body fields, answers and examples.
 */
export default function ApiReferencePage() {
  const { http } = useApi();
  const described = useQuery({ queryKey: ['apiReference'], queryFn: () => getApiDocument<ApiDocument>(http), staleTime: Infinity });
  const spec = described.data;
  const [words, setWords] = useState('');
  const sections = useMemo(() => (spec ? apiSections(spec) : []), [spec]);
  const shown = useMemo(() => filterSections(sections, words), [sections, words]);
  const total = sections.reduce((sum, section) => sum + section.calls.length, 0);
  const download = async () => {
    try {
      saveBlob(await downloadApiDocument(http), 'openapi.json');
    } catch {
      // The HTTP client has shown the server's message.
    }
  };
  return (
    <Card
      title="接口文档"
      loading={described.isPending}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="按路径或说明查找接口"
            className="api-reference-search"
            onSearch={setWords}
            onChange={(event) => {
              if (!event.target.value) setWords('');
            }}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void download()}>
            下载接口描述文件
          </Button>
        </Space>
      }
    >
      {spec && (
        <>
          <Alert
            type="info"
            showIcon
            className="api-reference-intro"
            message={`${spec.info.title}:共 ${total} 个接口`}
            description={
              <>
                <div>
                  先调用 <Typography.Text code>POST /api/account/Login</Typography.Text> 登录,服务器写入会话 <Typography.Text code>sid</Typography.Text>
                  ,之后的调用带上它;标有“无需登录”的接口除外。
                </div>
                <div>
                  路径中的 <Typography.Text code>{'{module}'}</Typography.Text> 是模块名,可选的模块列在该参数的说明里。完整的机器可读描述在{' '}
                  <Typography.Text code>{API_DOCUMENT_URL}</Typography.Text>,可导入常见的接口调试工具。
                </div>
              </>
            }
          />
          {shown.length === 0 ? (
            <Empty description="没有找到匹配的接口" />
          ) : (
            <Collapse
              className="api-reference-sections"
              items={shown.map((section) => ({
                key: section.name,
                label: (
                  <div className="api-reference-section-label">
                    <strong>{section.name}</strong>
                    <Tag>{section.calls.length} 个接口</Tag>
                    {section.description && <span className="api-reference-muted">{section.description}</span>}
                  </div>
                ),
                children: (
                  <Collapse
                    size="small"
                    items={section.calls.map((call) => ({
                      key: `${call.method} ${call.path}`,
                      label: callLabel(call),
                      children: <ApiCallDetails document={spec} call={call} />,
                    }))}
                  />
                ),
              }))}
            />
          )}
        </>
      )}
      {described.isError && <Empty description="接口文档加载失败" />}
    </Card>
  );
}
