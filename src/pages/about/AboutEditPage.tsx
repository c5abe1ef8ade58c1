import { useNavigate } from 'react-router';
import { Button, Card, Form, Input, Result, Space, Spin } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { useAboutRecord, useSaveAbout, type AboutContent } from './useAboutRecord';
import { useApp } from '../../app/AppHolders';

/** /about/add — edits the about content; only for holders of [About, Update] (the server checks again on save). */
export default function AboutEditPage() {
  const permissions = usePermissionIndex();
  const about = useAboutRecord();
  if (!permissions || about.isPending) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!permissions.can('About', 'Update')) return <Result status="403" title="权限不足" subTitle="只有管理员可以修改平台介绍" />;
  return <AboutForm record={about.data ?? null} />;
}

function AboutForm({ record }: { record: ApiRecord | null }) {
  const navigate = useNavigate();
  const { message } = useApp();
  const save = useSaveAbout(record);
  const initial = { Title: record?.Title ?? '', Version: record?.Version ?? '', Description: record?.Description ?? '', Contact: record?.Contact ?? '' };
  const submit = (values: AboutContent) =>
    save.mutate(values, {
      onSuccess: () => {
        void message.success('保存成功');
        navigate('/about');
      },
    });
  return (
    <Card title="关于平台维护">
      <Form layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 800 }}>
        <Form.Item
          name="Title"
          label="平台名称"
          rules={[
            { required: true, message: '平台名称是必填的' },
            { min: 2, max: 100, message: '平台名称长度要求在[2,100]之间' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="Version"
          label="版本"
          rules={[
            { required: true, message: '版本是必填的' },
            { max: 30, message: '版本长度要求在[1,30]之间' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="Description"
          label="平台介绍(HTML)"
          rules={[
            { required: true, message: '平台介绍(HTML)是必填的' },
            { min: 10, max: 20000, message: '平台介绍(HTML)长度要求在[10,20000]之间' },
          ]}
        >
          <Input.TextArea rows={10} />
        </Form.Item>
        <Form.Item
          name="Contact"
          label="联系方式"
          rules={[
            { required: true, message: '联系方式是必填的' },
            { min: 2, max: 500, message: '联系方式长度要求在[2,500]之间' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => navigate('/about')}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
