/** 导入 dialog of a module list: 下载模板, choose a file, the progress bar, then the summary with 下载异常数据. */
import { Alert, Button, Descriptions, Modal, Progress, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPTED_FILE, summaryLines } from './importFlow';
import type { ImportDialogController } from './useImportDialog';

export function ImportDialog({ title, dialog }: { title: string; dialog: ImportDialogController }) {
  const { state } = dialog;
  const footer = (
    <Space>
      {state.phase === 'done' || state.phase === 'failed' ? <Button onClick={dialog.again}>继续导入</Button> : null}
      <Button type={state.phase === 'done' ? 'primary' : 'default'} onClick={dialog.close}>
        {dialog.busy ? '后台继续' : '关闭'}
      </Button>
    </Space>
  );
  return (
    <Modal title={`导入${title}`} open={dialog.open} onCancel={dialog.close} footer={footer} maskClosable={false} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {state.phase === 'choose' ? (
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              请先下载模板,按模板填写后上传(仅支持 .xlsx)。有问题的行也会导入并标记为异常,可在列表中按“是否异常”筛选后修改。
            </Typography.Paragraph>
            <Space>
              <Button icon={<DownloadOutlined />} onClick={() => void dialog.downloadTemplate()}>
                下载模板
              </Button>
              <Upload
                accept={ACCEPTED_FILE}
                showUploadList={false}
                beforeUpload={(file) => {
                  void dialog.start(file);
                  return false;
                }}
              >
                <Button type="primary" icon={<UploadOutlined />}>
                  选择文件
                </Button>
              </Upload>
            </Space>
          </>
        ) : null}
        {dialog.busy ? (
          <div aria-label="导入进度">
            <Typography.Text>{state.phase === 'uploading' ? '正在上传…' : '正在导入…'}</Typography.Text>
            <Progress percent={state.percent} status="active" />
          </div>
        ) : null}
        {state.phase === 'done' && state.summary ? (
          <>
            <Progress percent={100} />
            <Descriptions column={1} size="small" bordered title="导入完成">
              {summaryLines(state.summary).map((line) => (
                <Descriptions.Item key={line.label} label={line.label}>
                  {line.value}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {state.summary.HasErrorFile ? (
              <Button icon={<DownloadOutlined />} onClick={() => void dialog.downloadErrors()}>
                下载异常数据
              </Button>
            ) : null}
          </>
        ) : null}
        {state.phase === 'failed' ? <Alert type="error" showIcon message={state.message ?? '导入失败'} /> : null}
      </Space>
    </Modal>
  );
}
