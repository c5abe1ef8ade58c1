import { AutoComplete, Drawer, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { columnWidth } from '../../../../core/adapter/listColumns';
import { COLUMN_WIDTH_LIMITS, FIELD_TYPES } from '../../../../contract/catalogue/moduleFile';
import { TYPE_NAMES } from '../moduleDesignerModel';
import type { DraftField } from './draftModel';
import { shownName } from './draftModel';
import { EnumValuesEditor } from './EnumValuesEditor';
import { FIELD_SOURCES, sourceOf, sourcePatch, type FieldSource } from './fieldSource';
import { RulesEditor } from './RulesEditor';
import type { DraftEditorController } from './useDraftEditor';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: TYPE_NAMES[type] ?? type }));
const HIDE_OPTIONS = [
  { value: '', label: '列表和表单都显示' },
  { value: 'List', label: '只在表单显示(列表隐藏)' },
  { value: 'Form', label: '只在列表显示(表单隐藏)' },
  { value: 'All', label: '都不显示' },
];
const READ_ONLY_OPTIONS = [
  { value: '', label: '可编辑' },
  { value: 'All', label: '始终只读' },
  { value: 'Edit', label: '保存后只读' },
];

/** '' (the "none" choice of a select) as the key's absence. */
const orNone = <T extends string>(value: T | ''): T | undefined => (value === '' ? undefined : value);

/**
 * Every attribute of one field of the draft, each change applied to the draft at once. It opens over the editor's
 * half, without a mask: the preview beside it shows each change as it is typed.
 */
export function FieldDrawer({ editor, index, onClose }: { editor: DraftEditorController; index: number | null; onClose: () => void }) {
  const draft = editor.draft;
  const field = draft && index !== null ? draft.definition.FieldInfoStruts[index] : undefined;
  const update = (patch: Partial<DraftField>) => {
    if (index !== null) editor.dispatch({ type: 'updateField', index, patch });
  };
  const others = draft?.definition.FieldInfoStruts ?? [];
  const groups = [...new Set(others.map((item) => item.GroupNames).filter((name): name is string => !!name))];
  return (
    <Drawer
      open={field !== undefined}
      onClose={onClose}
      placement="left"
      mask={false}
      width="min(640px, 100vw)"
      title={field ? `字段:${field.Description || field.Name}` : ''}
      destroyOnHidden
    >
      {field && draft && index !== null ? (
        <Form layout="vertical" className="designer-field-form">
          <Form.Item label="名称(列头和表单标签)">
            <Input value={field.Description} onChange={(event) => update({ Description: event.target.value })} />
          </Form.Item>
          <Form.Item label="字段名(列名:字母开头,字母、数字、下划线)">
            <Input value={shownName(draft, index)} onChange={(event) => editor.dispatch({ type: 'renameField', index, name: event.target.value })} />
          </Form.Item>
          <Form.Item label="类型">
            <Select value={field.Type} options={TYPE_OPTIONS} onChange={(type: DraftField['Type']) => update({ Type: type })} />
          </Form.Item>
          <Form.Item label="取值来源">
            <Select<FieldSource> value={sourceOf(field)} options={[...FIELD_SOURCES]} onChange={(source) => update(sourcePatch(source))} />
          </Form.Item>
          <SourceDetails editor={editor} field={field} update={update} />
          <Form.Item label="校验规则">
            <RulesEditor rules={field.Rules ?? []} onChange={(rules) => update({ Rules: rules })} />
          </Form.Item>
          <Form.Item label="默认值">
            <DefaultValueInput field={field} update={update} />
          </Form.Item>
          <Form.Item label="显示">
            <Select
              value={field.Hide ?? ''}
              options={HIDE_OPTIONS}
              onChange={(hide: string) => update({ Hide: orNone(hide as DraftField['Hide'] & string) })}
            />
          </Form.Item>
          <Form.Item label="只读">
            <Select
              value={field.ReadOnly ?? ''}
              options={READ_ONLY_OPTIONS}
              onChange={(value: string) => update({ ReadOnly: orNone(value as DraftField['ReadOnly'] & string) })}
            />
          </Form.Item>
          <Form.Item label="表单分组">
            <AutoComplete
              value={field.GroupNames ?? ''}
              options={groups.map((name) => ({ value: name }))}
              placeholder="不分组"
              onChange={(value: string) => update({ GroupNames: value || undefined })}
            />
          </Form.Item>
          <Form.Item label="列表可按此列排序">
            <Switch checked={field.Sortable === true} onChange={(checked) => update({ Sortable: checked || undefined })} />
          </Form.Item>
          {field.Type === 'String' && sourceOf(field) === 'none' ? (
            <Form.Item label="多行文本">
              <Switch checked={field.IsTextArea === true} onChange={(checked) => update({ IsTextArea: checked || undefined })} />
            </Form.Item>
          ) : null}
          <Form.Item label="个人信息(仅有查看个人信息权限的角色可读写)">
            <Switch checked={field.Personal === true} onChange={(checked) => update({ Personal: checked || undefined })} />
          </Form.Item>
          <Form.Item label="列表列宽(像素)" extra={`不填为 ${columnWidth(field.Name)} 像素(题目、名称类字段 300,其余 100)`}>
            <InputNumber
              style={{ width: '100%' }}
              min={COLUMN_WIDTH_LIMITS.min}
              max={COLUMN_WIDTH_LIMITS.max}
              step={10}
              precision={0}
              value={field.ColumnWidth ?? null}
              placeholder={String(columnWidth(field.Name))}
              onChange={(value) => update({ ColumnWidth: typeof value === 'number' ? value : undefined })}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

function SourceDetails({ editor, field, update }: { editor: DraftEditorController; field: DraftField; update: (patch: Partial<DraftField>) => void }) {
  const source = sourceOf(field);
  if (source === 'dictionary') {
    const dictionaryFields = (editor.draft?.definition.FieldInfoStruts ?? []).filter((item) => item.EnumItemName && item.Name !== field.Name);
    return (
      <>
        <Form.Item
          label="数据字典"
          extra={
            <Typography.Link href="/EnumItem/list" target="_blank">
              编辑数据字典
            </Typography.Link>
          }
        >
          <Select
            showSearch
            value={field.EnumItemName || undefined}
            placeholder="选择数据字典"
            options={editor.dictionaries.map((dictionary) => ({ value: dictionary.Name, label: `${dictionary.Name}(${dictionary.Count} 项)` }))}
            onChange={(name: string) => update({ EnumItemName: name })}
          />
        </Form.Item>
        {dictionaryFields.length > 0 ? (
          <Form.Item label="上级字段(级联选择)">
            <Select
              allowClear
              value={field.EnumParentField || undefined}
              placeholder="无"
              options={dictionaryFields.map((item) => ({ value: item.Name, label: item.Description || item.Name }))}
              onChange={(name?: string) => update({ EnumParentField: name || undefined })}
            />
          </Form.Item>
        ) : null}
      </>
    );
  }
  if (source === 'options')
    return (
      <Form.Item label="固定选项">
        <EnumValuesEditor values={field.EnumValues ?? []} onChange={(values) => update({ EnumValues: values })} />
      </Form.Item>
    );
  if (source === 'relate')
    return (
      <Form.Item label="关联的模块">
        <Select
          showSearch
          optionFilterProp="search"
          value={field.Relate || undefined}
          placeholder="选择模块"
          options={editor.modules.map((module) => ({ value: module.Name, label: module.Description, search: `${module.Description} ${module.Name}` }))}
          onChange={(name: string) => update({ Relate: name })}
        />
      </Form.Item>
    );
  return null;
}

function DefaultValueInput({ field, update }: { field: DraftField; update: (patch: Partial<DraftField>) => void }) {
  if (field.Type === 'Boolean')
    return (
      <Select
        value={field.DefaultValue === undefined ? '' : String(field.DefaultValue)}
        options={[
          { value: '', label: '无' },
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ]}
        onChange={(value: string) => update({ DefaultValue: value === '' ? undefined : value === 'true' })}
      />
    );
  if (field.Type === 'Int32' || field.Type === 'Decimal')
    return (
      <InputNumber
        style={{ width: '100%' }}
        value={typeof field.DefaultValue === 'number' ? field.DefaultValue : null}
        placeholder="无"
        onChange={(value) => update({ DefaultValue: typeof value === 'number' ? value : undefined })}
      />
    );
  return (
    <Input
      value={field.DefaultValue === undefined ? '' : String(field.DefaultValue)}
      placeholder="无"
      onChange={(event) => update({ DefaultValue: event.target.value || undefined })}
    />
  );
}
