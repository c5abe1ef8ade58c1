import { useSyncExternalStore } from 'react';
import { Avatar, Button, Card, Col, Descriptions, Row, Space, Tag, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useApi } from '../../app/ApiContext';
import { AVATAR_TYPES } from './avatarFile';
import { useAvatarUpload } from './useAvatarUpload';
import { useMyProfile } from './useMyProfile';
import { useApp } from '../../app/AppHolders';

/** /userCenter — the personal centre: profile, avatar upload, and the user's roles with the active one marked. */
export default function UserCenterPage() {
  const { http, session } = useApi();
  const { message } = useApp();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const profile = useMyProfile();
  const upload = useAvatarUpload();
  const avatarSrc = user?.HandIconId ? http.resolveUrl(`/api/resource/get/${encodeURIComponent(user.HandIconId)}`) : undefined;
  const choose = (file: File) => {
    upload.mutate(file, {
      onSuccess: () => void message.success('头像已更新'),
      onError: (error) => void message.error(error.message),
    });
    return false;
  };
  const data = profile.data;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card title="头像">
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={120} src={avatarSrc} icon={<UserOutlined />} alt="头像" data-testid="user-avatar" />
            <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={choose} maxCount={1}>
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                更换头像
              </Button>
            </Upload>
            <span style={{ color: '#888' }}>支持 PNG、JPG、GIF、WebP,不超过2MB</span>
          </Space>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title="个人信息" loading={profile.isPending} style={{ marginBottom: 16 }}>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label="姓名">{data?.Name ?? user?.Name}</Descriptions.Item>
            <Descriptions.Item label="账号">{data?.Account ?? user?.Account}</Descriptions.Item>
            <Descriptions.Item label="对应人员">{data?.PersonName ?? '未关联'}</Descriptions.Item>
            <Descriptions.Item label="工号">{data?.WorkCode ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="科室">{data?.DeptName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="职称">{data?.ProfessionalTitle ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{data?.Email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="手机号码">{data?.Phone ?? '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="我的角色">
          <Space wrap>
            {(user?.Roles ?? []).map((role) => (
              <Tag key={role.Id} color={role.Id === user?.Curr.Role_Id ? 'geekblue' : 'default'}>
                {role.Name}({role.EnCode}){role.Id === user?.Curr.Role_Id ? ' · 当前角色' : ''}
              </Tag>
            ))}
            {user?.IsAdmin ? <Tag color="red">系统管理员</Tag> : null}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
