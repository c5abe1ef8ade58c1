import { Tag, Typography } from 'antd';
import type { FlowPlan } from '../../contract/index';
import { DIAGRAM_TONE_COLORS, flowDiagramView } from './flowDiagramView';
import './flowDiagram.css';

/**
 * The read-only flow diagram of a record's route (FlowPlan): 发起人, the branch choices taken, each step as a card in
 * order — its outcome coloured, the current one highlighted —, then 流程结束. The same vertical chain as the designer.
 */
export function FlowDiagram({ plan }: { plan: FlowPlan }) {
  const view = flowDiagramView(plan);
  // Plain text, not antd Empty: its picture carries an English tooltip.
  if (view.empty) return <Typography.Text type="secondary">暂无审批流程</Typography.Text>;
  return (
    <div className="flow-diagram" data-testid="flow-diagram">
      {view.title ? <div className="flow-diagram-title">{view.title}</div> : null}
      <div className="flow-diagram-card is-start">
        <div className="flow-diagram-head">发起人</div>
      </div>
      {view.branches.length > 0 ? (
        <>
          <div className="flow-diagram-line" />
          <div className="flow-diagram-card is-condition" data-testid="flow-diagram-branches">
            <div className="flow-diagram-head">条件分支</div>
            <div className="flow-diagram-body">
              {view.branches.map((text) => (
                <div key={text} className="flow-diagram-branch">
                  {text}
                </div>
              ))}
            </div>
          </div>
        </>
      ) : null}
      {view.cards.map((card) => (
        <div key={card.key} className="flow-diagram-item">
          <div className="flow-diagram-line" />
          <div
            className={`flow-diagram-card ${card.kindClass} tone-${card.tone}${card.current ? ' is-current' : ''}`}
            data-testid="flow-diagram-step"
            aria-current={card.current ? 'step' : undefined}
          >
            <div className="flow-diagram-head">
              <span className="flow-diagram-name" title={card.name}>
                {card.name}
              </span>
              <Tag color={DIAGRAM_TONE_COLORS[card.tone]} bordered={false}>
                {card.state}
              </Tag>
            </div>
            <div className="flow-diagram-body">
              {card.how ? <div className="flow-diagram-how">{card.how}</div> : null}
              <div className="flow-diagram-people" title={card.people}>
                {card.people}
              </div>
            </div>
          </div>
        </div>
      ))}
      <div className="flow-diagram-line" />
      <div className="flow-diagram-end">
        <span className="flow-diagram-end-dot" />
        流程结束
      </div>
    </div>
  );
}
