/** The file templates administrators keep, each with 下载 (the download centre and /filetemplatelist show it). */
import { Button, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatFileSize } from '../../../core/adapter/formatValue';
import { useFileTemplates } from '../downCenter/useDownCenter';

export function FileTemplateTable() {
  const { templates, loading, download } = useFileTemplates();
  return (
    <Table
      rowKey="Id"
      size="middle"
      loading={loading}
      dataSource={templates}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: '暂无文件模板' }}
      columns={[
        { title: '模板名称', dataIndex: 'Name', width: 240 },
        { title: '文件', dataIndex: 'FileName', width: 240, render: (name: string | null) => name ?? '' },
        { title: '大小', dataIndex: 'Size', width: 100, render: (size: number | null) => (size === null ? '' : formatFileSize(size)) },
        { title: '备注', dataIndex: 'Remark', render: (remark: string | null) => remark ?? '' },
        { title: '上传时间', dataIndex: 'Create_Time', width: 170 },
        {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_: unknown, row) => (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              disabled={!row.FileName}
              onClick={() => void download(row.Id, row.FileName ?? `${row.Name}`)}
            >
              下载
            </Button>
          ),
        },
      ]}
    />
  );
}
