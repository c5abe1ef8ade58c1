import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FLOW_CONDITION_OPERATOR_NAMES, FLOW_LIMITS, type FlowCondition, type FlowConditionOperator } from '../../../contract/flowDefinition';
import { useDictionaryItems } from '../../data/useDictionaryItems';
import type { ConditionField } from './conditionFields';

interface ConditionEditorProps {
  conditions: readonly FlowCondition[];
  onChange(next: FlowCondition[]): void;
  fields: readonly ConditionField[];
  /** No module chosen yet: its fields are unknown. */
  noModule: boolean;
}

/** The conditions of one branch, all of which must hold: 字段 · 运算 · 值 rows. */
export function ConditionEditor({ conditions, onChange, fields, noModule }: ConditionEditorProps) {
  if (noModule) return <Typography.Text type="secondary">请先选择适用模块,再设置条件</Typography.Text>;
  const set = (i: number, next: FlowCondition) => onChange(conditions.map((c, j) => (j === i ? next : c)));
  return (
    <div className="flow-designer-conditions">
      {conditions.map((condition, i) => (
        <ConditionRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a condition has no identity but its place in the list.
          key={i}
          index={i}
          condition={condition}
          fields={fields}
          onChange={(next) => set(i, next)}
          onRemove={() => onChange(conditions.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        type="dashed"
        block
        disabled={conditions.length >= FLOW_LIMITS.maxConditions}
        onClick={() => onChange([...conditions, { Field: '', Operator: '==', Value: '' }])}
      >
        添加条件
      </Button>
    </div>
  );
}

/** A new operator keeps the value when it still fits (one value ↔ a list of values). */
function valueFor(operator: FlowConditionOperator, value: FlowCondition['Value']): FlowCondition['Value'] {
  if (operator === 'in') return Array.isArray(value) ? value : value === '' ? [] : [String(value)];
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

function ConditionRow({
  index,
  condition,
  fields,
  onChange,
  onRemove,
}: {
  index: number;
  condition: FlowCondition;
  fields: readonly ConditionField[];
  onChange(next: FlowCondition): void;
  onRemove(): void;
}) {
  const field = fields.find((f) => f.name === condition.Field) ?? null;
  const operators = field?.operators ?? [];
  return (
    <div className="flow-designer-condition" data-testid="flow-condition">
      <Space.Compact block>
        <Select
          id={`flow-condition-${index}-field`}
          aria-label="字段"
          style={{ width: '40%' }}
          showSearch
          optionFilterProp="label"
          placeholder="字段"
          value={condition.Field || undefined}
          onChange={(name: string) => {
            const chosen = fields.find((f) => f.name === name);
            const operator = chosen?.operators.includes(condition.Operator) ? condition.Operator : (chosen?.operators[0] ?? '==');
            onChange({ Field: name, Operator: operator, Value: operator === 'in' ? [] : '' });
          }}
          options={fields.map((f) => ({ value: f.name, label: f.label }))}
        />
        <Select
          id={`flow-condition-${index}-operator`}
          aria-label="运算"
          style={{ width: '25%' }}
          value={condition.Operator}
          disabled={!field}
          onChange={(operator: FlowConditionOperator) => onChange({ ...condition, Operator: operator, Value: valueFor(operator, condition.Value) })}
          options={operators.map((op) => ({ value: op, label: FLOW_CONDITION_OPERATOR_NAMES[op] }))}
        />
        <div style={{ width: '35%' }}>
          <ValueInput index={index} field={field} condition={condition} onChange={(Value) => onChange({ ...condition, Value })} />
        </div>
      </Space.Compact>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除条件" onClick={onRemove} />
    </div>
  );
}

function ValueInput({
  index,
  field,
  condition,
  onChange,
}: {
  index: number;
  field: ConditionField | null;
  condition: FlowCondition;
  onChange(value: FlowCondition['Value']): void;
}) {
  const dictionary = useDictionaryItems(field?.kind === 'dictionary' ? field.dictionary : null);
  const id = `flow-condition-${index}-value`;
  const many = condition.Operator === 'in';
  if (field && (field.kind === 'options' || field.kind === 'dictionary')) {
    const options = field.kind === 'options' ? field.options : dictionary.items.map((item) => ({ value: item.EnumValue, label: item.EnumValue }));
    const value = many ? (Array.isArray(condition.Value) ? condition.Value : []) : condition.Value === '' ? undefined : String(condition.Value);
    return (
      <Select
        id={id}
        aria-label="值"
        style={{ width: '100%' }}
        mode={many ? 'multiple' : undefined}
        maxCount={many ? FLOW_LIMITS.maxConditions * 5 : undefined}
        loading={dictionary.loading}
        placeholder="值"
        value={value}
        onChange={(next: string | string[]) => onChange(next)}
        options={options}
      />
    );
  }
  if (field?.kind === 'number' && !many) {
    return (
      <InputNumber
        id={id}
        aria-label="值"
        style={{ width: '100%' }}
        placeholder="数值"
        value={typeof condition.Value === 'number' ? condition.Value : condition.Value === '' ? null : Number(condition.Value)}
        onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : '')}
      />
    );
  }
  return (
    <Input
      id={id}
      aria-label="值"
      placeholder={many ? '多个值用顿号分隔' : '值'}
      maxLength={FLOW_LIMITS.maxConditionValueLength}
      disabled={!field}
      value={Array.isArray(condition.Value) ? condition.Value.join('、') : String(condition.Value)}
      onChange={(event) => onChange(many ? event.target.value.split('、').filter((v, i, all) => v !== '' || i === all.length - 1) : event.target.value)}
    />
  );
}
