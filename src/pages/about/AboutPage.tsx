import { Link } from 'react-router';
import { Card, Descriptions, Empty, Typography } from 'antd';
import { PermissionButton } from '../../components/PermissionButton';
import { SafeHtml } from '../shared/SafeHtml';
import { useAboutRecord } from './useAboutRecord';

/** /about — the platform's name, version, description and contact (CMS About). */
export default function AboutPage() {
  const about = useAboutRecord();
  const record = about.data;
  return (
    <Card
      title="关于平台"
      loading={about.isPending}
      extra={
        <Link to="/about/add">
          <PermissionButton module="About" action="Update">
            编辑
          </PermissionButton>
        </Link>
      }
    >
      {record ? (
        <>
          <Typography.Title level={3}>{String(record.Title ?? '')}</Typography.Title>
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="版本">{String(record.Version ?? '')}</Descriptions.Item>
            <Descriptions.Item label="联系方式">{String(record.Contact ?? '')}</Descriptions.Item>
          </Descriptions>
          <SafeHtml html={String(record.Description ?? '')} />
        </>
      ) : about.isPending ? null : (
        <Empty description="尚未填写平台介绍" />
      )}
    </Card>
  );
}
