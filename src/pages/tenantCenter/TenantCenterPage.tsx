import { useState, useSyncExternalStore } from 'react';
import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Statistic, Upload } from 'antd';
import { BankOutlined, UploadOutlined } from '@ant-design/icons';
import { useApi } from '../../app/ApiContext';
import { useTenant } from '../../hooks/useTenant';
import { STATISTIC_LABELS, useTenantStatistics, useTenantUpdate } from './useTenantCenter';
import { useApp } from '../../app/AppHolders';

/** /tenantCenter — the enterprise centre: the institute, its statistics, and (administrators) its name, code and icon. */
export default function TenantCenterPage() {
  const { http, session } = useApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const tenant = useTenant();
  const statistics = useTenantStatistics();
  const iconSrc = tenant.data?.HandIcon_Id ? http.resolveUrl(`/api/resource/get/${encodeURIComponent(tenant.data.HandIcon_Id)}`) : undefined;
  return (
    <div>
      <Card style={{ marginBottom: 16 }} loading={tenant.isPending}>
        <Descriptions
          title={
            <span>
              <Avatar size={48} src={iconSrc} icon={<BankOutlined />} style={{ marginRight: 12 }} />
              {tenant.data?.FullName}
            </span>
          }
          column={2}
        >
          <Descriptions.Item label="单位全称">{tenant.data?.FullName}</Descriptions.Item>
          <Descriptions.Item label="单位编码">{tenant.data?.EnCode}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="全所统计" style={{ marginBottom: 16 }} loading={statistics.isPending}>
        <Row gutter={16}>
          {STATISTIC_LABELS.map(({ key, label, suffix }) => (
            <Col key={key} xs={12} md={4}>
              <Statistic title={label} value={statistics.data?.[key] ?? 0} suffix={suffix} />
            </Col>
          ))}
        </Row>
      </Card>
      {user?.IsAdmin && tenant.data ? (
        <TenantEditCard
          key={`${tenant.data.FullName}|${tenant.data.EnCode}`}
          fullName={tenant.data.FullName}
          enCode={tenant.data.EnCode}
          iconId={tenant.data.HandIcon_Id ?? null}
        />
      ) : null}
    </div>
  );
}

function TenantEditCard({ fullName, enCode, iconId }: { fullName: string; enCode: string; iconId: string | null }) {
  const { message } = useApp();
  const update = useTenantUpdate();
  const [icon, setIcon] = useState<File | null>(null);
  const save = (values: { FullName: string; EnCode: string }) => {
    update.mutate(
      { ...values, icon, HandIcon_Id: iconId },
      {
        onSuccess: () => {
          setIcon(null);
          void message.success('保存成功');
        },
      },
    );
  };
  return (
    <Card title="修改单位信息">
      <Form layout="vertical" initialValues={{ FullName: fullName, EnCode: enCode }} onFinish={save} style={{ maxWidth: 480 }}>
        <Form.Item
          name="FullName"
          label="单位全称"
          rules={[
            { required: true, message: '单位全称是必填的' },
            { min: 2, max: 100, message: '单位全称长度要求在[2,100]之间' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="EnCode"
          label="单位编码"
          rules={[
            { required: true, message: '单位编码是必填的' },
            { pattern: /^[A-Za-z0-9_-]{2,30}$/, message: '单位编码只能包含字母、数字、下划线和短横线,长度2-30' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="单位图标">
          <Upload
            accept="image/png,image/jpeg,image/gif,image/webp"
            maxCount={1}
            beforeUpload={(file) => {
              setIcon(file);
              return false;
            }}
            onRemove={() => setIcon(null)}
          >
            <Button icon={<UploadOutlined />}>选择图片</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
