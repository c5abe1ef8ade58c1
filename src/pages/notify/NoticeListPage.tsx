import { Link } from 'react-router';
import { Card } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useCurrentUser } from '../../session/useSessionActions';
import { PublishedNotices } from './PublishedNotices';

/**
 * /notify/list 系统通知: administrators see every published notice with its receipts; anyone else who reaches the
 * page (it stands in the Basis menu for holders of List on Notify) sees the notices they published themselves.
 */
export default function NoticeListPage() {
  const admin = useCurrentUser()?.IsAdmin === true;
  usePageTitle('系统通知列表');
  return (
    <Card title={admin ? '系统通知(全部)' : '我发布的通知'} className="notice-list-page" extra={<Link to="/notifyCenter">发布通知</Link>}>
      <PublishedNotices scope={admin ? 'all' : 'mine'} />
    </Card>
  );
}
