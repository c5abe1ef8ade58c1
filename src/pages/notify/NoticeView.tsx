import { Button, Descriptions, Divider, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { NoticeDetail } from '../../../contract/index';
import { ResourceLink } from '../../files/ResourceLink';
import { appLink } from '../../notify/notificationRows';
import { SafeHtml } from '../shared/SafeHtml';

/** 查看 of a notice: an address of the app opens in its tab; a web address in a new window, without an opener. */
export function NoticeViewLink({ url }: { url: string | null }) {
  const navigate = useNavigate();
  if (!url) return null;
  const inApp = appLink(url);
  if (inApp)
    return (
      <Button type="primary" onClick={() => void navigate(inApp)}>
        查看
      </Button>
    );
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
      查看
    </Button>
  );
}

/** A notice as its reader sees it: who sent it when, the body (sanitized again here, D-SEC-6), files and 查看. */
export function NoticeView({ notice }: { notice: NoticeDetail }) {
  return (
    <div className="notice-view">
      <Typography.Title level={4}>{notice.Title}</Typography.Title>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="发送人">{notice.SenderName}</Descriptions.Item>
        <Descriptions.Item label="发送时间">{notice.SendTime ?? notice.SendAt ?? ''}</Descriptions.Item>
      </Descriptions>
      <Divider style={{ margin: '8px 0 16px' }} />
      <SafeHtml html={notice.Body} className="notice-body" />
      {notice.Attachments.length > 0 ? (
        <>
          <Divider orientation="left" plain>
            附件
          </Divider>
          <Space direction="vertical">
            {notice.Attachments.map((file) => (
              <ResourceLink key={file.Id} resource={file} />
            ))}
          </Space>
        </>
      ) : null}
      {notice.Url ? (
        <div style={{ marginTop: 16 }}>
          <NoticeViewLink url={notice.Url} />
        </div>
      ) : null}
    </div>
  );
}
