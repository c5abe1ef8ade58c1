import { Alert, List, Typography } from 'antd';
import type { ModulePlanAnswer } from '../../../../contract/index';
import { planLines } from '../versions/versionModel';

/** A draft's problems and migration plan as the administrator reads them before publishing. */
export function PlanView({ answer }: { answer: ModulePlanAnswer }) {
  if (answer.Problems.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        message={`模块定义有 ${answer.Problems.length} 个问题,不能发布`}
        description={
          <List
            size="small"
            dataSource={answer.Problems}
            renderItem={(problem) => (
              <List.Item>
                <Typography.Text code>{problem.path}</Typography.Text> {problem.problem}
              </List.Item>
            )}
          />
        }
      />
    );
  }
  if (!answer.Plan) return null;
  const { changes, refusals } = planLines(answer.Plan);
  return (
    <div className="module-designer-plan">
      {refusals.length > 0 ? (
        <Alert
          type="error"
          showIcon
          message="这些更改会丢失或读错已有数据,不能发布"
          description={<List size="small" dataSource={refusals} renderItem={(line) => <List.Item>{line}</List.Item>} />}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Typography.Title level={5}>发布后</Typography.Title>
      {changes.length > 0 ? (
        <List size="small" bordered dataSource={changes} renderItem={(line) => <List.Item>{line}</List.Item>} />
      ) : (
        <Typography.Text type="secondary">与当前版本相比没有更改</Typography.Text>
      )}
    </div>
  );
}
