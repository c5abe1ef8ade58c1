import { Alert, Button, DatePicker, Form, Input, Radio, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { NOTICE_LIMITS } from '../../../contract/index';
import { AudiencePicker } from './AudiencePicker';
import { RichTextEditor } from './RichTextEditor';
import { useNoticeForm } from './useNoticeForm';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** 发布通知: title, audience, rich-text body, attachments, optional 查看 link, now or at a time. */
export function NoticeForm() {
  const form = useNoticeForm();
  const { state, update } = form;
  return (
    <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }} className="notice-form" onFinish={() => void form.submit()}>
      <Form.Item label="标题" required>
        <Input aria-label="标题" value={state.title} maxLength={NOTICE_LIMITS.titleLength} showCount onChange={(e) => update({ title: e.target.value })} />
      </Form.Item>
      <Form.Item label="发送范围" required>
        <AudiencePicker value={state} onChange={update} />
      </Form.Item>
      <Form.Item label="正文" required>
        <RichTextEditor key={form.generation} onChange={(body) => update({ body })} placeholder="请输入通知正文" />
      </Form.Item>
      <Form.Item label="附件">
        <Upload
          multiple
          maxCount={NOTICE_LIMITS.attachments}
          customRequest={({ file, onProgress, onSuccess, onError }) => {
            form
              .upload(file as File, (percent) => onProgress?.({ percent }))
              .then((stored) => (stored ? onSuccess?.(stored) : onError?.(new Error('上传失败'))))
              .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error('上传失败')));
          }}
          onRemove={(file) => {
            const stored = file.response as { Id?: string } | undefined;
            if (stored?.Id) form.removeAttachment(stored.Id);
          }}
          key={`upload-${form.generation}`}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
      <Form.Item label="查看链接" extra="可选:本系统页面地址(以/开头)或http(s)地址,收件人可点击「查看」打开">
        <Input
          aria-label="查看链接"
          value={state.url}
          maxLength={NOTICE_LIMITS.urlLength}
          onChange={(e) => update({ url: e.target.value })}
          placeholder="/Thesis/list"
        />
      </Form.Item>
      <Form.Item label="发送时间">
        <Space>
          <Radio.Group
            value={state.timing}
            onChange={(e) => update({ timing: e.target.value as 'now' | 'later' })}
            options={[
              { value: 'now', label: '立即发送' },
              { value: 'later', label: '定时发送' },
            ]}
          />
          {state.timing === 'later' ? (
            <DatePicker
              showTime
              format={DATE_TIME_FORMAT}
              aria-label="定时发送时间"
              value={state.sendAt ? dayjs(state.sendAt, DATE_TIME_FORMAT) : null}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              onChange={(value) => update({ sendAt: value ? value.format(DATE_TIME_FORMAT) : null })}
            />
          ) : null}
        </Space>
      </Form.Item>
      {form.problem ? (
        <Form.Item wrapperCol={{ offset: 4, span: 18 }}>
          <Alert type="error" showIcon message={form.problem} />
        </Form.Item>
      ) : null}
      <Form.Item wrapperCol={{ offset: 4, span: 18 }}>
        <Button type="primary" htmlType="submit" loading={form.sending}>
          {state.timing === 'later' ? '定时发布' : '发布'}
        </Button>
      </Form.Item>
    </Form>
  );
}
