import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { NoticeForm } from './NoticeForm';
import { PublishedNotices } from './PublishedNotices';

/** /notifyCenter 通知中心: publish a notice, and follow the notices one has published with their read receipts. */
export default function NotifyCenterPage() {
  usePageTitle('通知中心');
  const [tab, setTab] = useState('publish');
  return (
    <Card title="通知中心" className="notify-center-page">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'publish', label: '发布通知', children: <NoticeForm /> },
          { key: 'mine', label: '我发布的', children: <PublishedNotices scope="mine" /> },
        ]}
      />
    </Card>
  );
}
