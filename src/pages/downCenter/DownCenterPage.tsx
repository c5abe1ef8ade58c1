/** /downCenter: my files made on the server (import error sheets, large exports) until they expire, and the file templates. */
import { Button, Card, Popconfirm, Progress, Space, Table, Tabs, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FileTemplateTable } from '../fileTemplate/FileTemplateTable';
import type { DownloadRow } from './downloadRows';
import { useDownloads } from './useDownCenter';

function MyDownloads() {
  const { rows, jobs, loading, download, remove } = useDownloads();
  const fileName = (id: string) => jobs.find((j) => j.Id === id)?.FileName ?? '下载文件.xlsx';
  return (
    <>
      <Typography.Paragraph type="secondary">
        导入的异常数据和数据量较大的导出在服务器上生成后放在这里,只有本人可以看到和下载,过期后自动删除。
      </Typography.Paragraph>
      <Table<DownloadRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '暂无文件' }}
        columns={[
          { title: '名称', dataIndex: 'title', width: 280 },
          { title: '类型', dataIndex: 'kind', width: 120 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 180,
            render: (status: string, row) => (row.running ? <Progress percent={row.progress} size="small" status="active" /> : status),
          },
          { title: '大小', dataIndex: 'size', width: 100 },
          { title: '生成时间', dataIndex: 'created', width: 170 },
          { title: '过期时间', dataIndex: 'expires', width: 150 },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  disabled={!row.canDownload}
                  onClick={() => void download(row.id, fileName(row.id))}
                >
                  下载
                </Button>
                <Popconfirm title="确定删除该文件?" okText="确定" cancelText="取消" onConfirm={() => remove(row.id)}>
                  <Button type="link" size="small" danger disabled={row.running}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

export default function DownCenterPage() {
  usePageTitle('下载中心');
  return (
    <Card title="下载中心">
      <Tabs
        items={[
          { key: 'mine', label: '我的下载', children: <MyDownloads /> },
          { key: 'templates', label: '文件模板', children: <FileTemplateTable /> },
        ]}
      />
    </Card>
  );
}
