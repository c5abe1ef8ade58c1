import { Link } from 'react-router';
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, List, Row, Space, Spin, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ApiRecord } from '../../../contract/index';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { recordPath } from '../../list/tableColumns';
import { slotLabel, WX_MENU_MODULE, wxMenuColumns, wxMenuProblems, type WxMenuColumn, type WxMenuSlot } from './wxMenuLayout';
import ModuleMissing from '../module/ModuleMissing';

const TITLE = '微信公众号菜单';
/** Every slot of the grid (3 columns × (1 + 5)): one page holds them all. */
const ALL_SLOTS = 18;

const addPath = (slot: string) => `/${WX_MENU_MODULE}/add?${new URLSearchParams({ Slot: slot }).toString()}`;

/** /WxMenus (/wxmenus): the official account's menu drawn as WeChat shows it, each slot opened or filled from here. */
export default function WxMenusPage() {
  usePageTitle(TITLE);
  const permissions = usePermissionIndex();
  const canAdd = permissions?.can(WX_MENU_MODULE, 'Add') ?? false;
  const { result, query } = useList<ApiRecord>({ resource: WX_MENU_MODULE, pagination: { currentPage: 1, pageSize: ALL_SLOTS } });
  if (query.isError) return <ModuleMissing />;
  if (query.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const columns = wxMenuColumns(result.data);
  const problems = wxMenuProblems(columns);
  return (
    <Card title={TITLE}>
      <Space direction="vertical" size="middle" style={{ display: 'flex' }}>
        <Typography.Text type="secondary">最多3个一级菜单,每个一级菜单最多5个子菜单;有子菜单的一级菜单只用于展开子菜单。</Typography.Text>
        {problems.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            message="以下菜单在公众号中无法正常使用"
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Row gutter={16}>
          {columns.map((column) => (
            <Col key={column.index} xs={24} md={8}>
              <MenuColumn column={column} canAdd={canAdd} />
            </Col>
          ))}
        </Row>
      </Space>
    </Card>
  );
}

function MenuColumn({ column, canAdd }: { column: WxMenuColumn; canAdd: boolean }) {
  const filledSubs = column.subs.filter((sub) => sub.row !== null);
  const nextFree = column.subs.find((sub) => sub.row === null);
  return (
    <Card size="small" type="inner" title={<SlotTitle slot={column.top} canAdd={canAdd} />} data-testid="wx-menu-column">
      {filledSubs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无子菜单" />
      ) : (
        <List
          size="small"
          dataSource={filledSubs}
          renderItem={(sub) => (
            <List.Item key={sub.slot}>
              <SlotTitle slot={sub} canAdd={canAdd} />
            </List.Item>
          )}
        />
      )}
      {canAdd && nextFree ? (
        <Link to={addPath(nextFree.slot)}>
          <Button size="small" icon={<PlusOutlined />} style={{ marginTop: 8 }}>
            添加子菜单
          </Button>
        </Link>
      ) : null}
    </Card>
  );
}

function SlotTitle({ slot, canAdd }: { slot: WxMenuSlot; canAdd: boolean }) {
  if (!slot.row) {
    return (
      <Space>
        <Typography.Text type="secondary">{slotLabel(slot.slot)}:未设置</Typography.Text>
        {canAdd ? <Link to={addPath(slot.slot)}>设置</Link> : null}
      </Space>
    );
  }
  const row = slot.row;
  return (
    <Space wrap>
      <Link to={recordPath(WX_MENU_MODULE, row.Id)}>{String(row.Name ?? '')}</Link>
      {row.MenuType ? <Tag>{String(row.MenuType)}</Tag> : null}
      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
        {String(row.Url || row.EventKey || row.PagePath || '')}
      </Typography.Text>
    </Space>
  );
}
