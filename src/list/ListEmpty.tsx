import { Button, Empty, Typography } from 'antd';
import type { ListEmptyState } from './listEmptyState';

/** The table's empty state: what is (not) there, a hint, and 新增 where it helps. */
export function ListEmpty({ state, onAdd }: { state: ListEmptyState; onAdd: () => void }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{state.title}</div>
          <Typography.Text type="secondary">{state.hint}</Typography.Text>
        </>
      }
    >
      {state.offersAdd ? (
        <Button type="primary" onClick={onAdd}>
          新增
        </Button>
      ) : null}
    </Empty>
  );
}
