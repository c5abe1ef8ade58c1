import { useLocation, useNavigate } from 'react-router';
import { Button, Result, Typography } from 'antd';

/** Any address inside the shell that no page answers: says so, shows the address, and leads back home. */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={
        <>
          <div>您访问的页面不存在或尚未开放,请检查地址或从菜单进入。</div>
          <Typography.Text code data-testid="not-found-address">
            {location.pathname}
          </Typography.Text>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
