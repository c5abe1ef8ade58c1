import { Button, Checkbox, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DraftField } from './draftModel';

type FieldRule = NonNullable<DraftField['Rules']>[number];
import { catalogueRule, defaultRulePars, RULE_CATALOGUE } from '../../../../core/rules/ruleCatalogue';

const RULE_OPTIONS = RULE_CATALOGUE.map((rule) => ({ value: rule.name, label: `${rule.label} — ${rule.description}` }));

/** A field's rules in order: each picked from the rule catalogue, with the inputs its parameters need. */
export function RulesEditor({ rules, onChange }: { rules: readonly FieldRule[]; onChange: (rules: FieldRule[] | undefined) => void }) {
  const set = (index: number, rule: FieldRule) => onChange(rules.map((item, i) => (i === index ? rule : item)));
  const remove = (index: number) => {
    const next = rules.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rules.map((rule, index) => {
        const known = catalogueRule(rule.RuleName);
        const pars = rule.RulePars ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place
          <Space key={index} wrap className="designer-rule-row">
            <Select
              style={{ width: 300 }}
              value={known?.name ?? rule.RuleName}
              options={RULE_OPTIONS}
              aria-label="校验规则"
              onChange={(name: string) => set(index, { RuleName: name, RulePars: defaultRulePars(name) })}
            />
            {known?.pars === 'createOnly' ? (
              <Checkbox
                checked={pars.map(String).includes('create')}
                onChange={(event) => set(index, { RuleName: rule.RuleName, RulePars: event.target.checked ? ['create'] : undefined })}
              >
                仅新增时必填
              </Checkbox>
            ) : null}
            {known?.pars === 'lengthRange' ? (
              <Space>
                <span>最短</span>
                <InputNumber
                  min={0}
                  value={Number(pars[0] ?? 0)}
                  onChange={(min) => set(index, { RuleName: rule.RuleName, RulePars: [min ?? 0, Number(pars[1] ?? 100)] })}
                />
                <span>最长</span>
                <InputNumber
                  min={1}
                  value={Number(pars[1] ?? 100)}
                  onChange={(max) => set(index, { RuleName: rule.RuleName, RulePars: [Number(pars[0] ?? 0), max ?? 100] })}
                />
              </Space>
            ) : null}
            {!known ? <Typography.Text type="warning">规则目录中没有这条规则</Typography.Text> : null}
            <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除规则" onClick={() => remove(index)} />
          </Space>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...rules, { RuleName: 'required' }])}>
        添加规则
      </Button>
    </Space>
  );
}
