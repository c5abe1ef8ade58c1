import { Templates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import { OwnFieldForm } from './OwnFieldForm';
import { useBlurMessages } from '../blur/blurErrorStore';
import type { ModuleFormContext } from '../moduleFormContext';

const AntdFieldTemplate = Templates.FieldTemplate!;

/**
 * rjsf's antd field template with each field's text control in a form of its own (OwnFieldForm).
 *
 * The form's root object is rendered bare: it is the layout of the sections, not a field. Wrapped in an antd
 * Form.Item (as rjsf-antd does), it re-rendered with every change of the form's data and handed every field below a
 * new status context, so each committed value re-rendered every field's item, input and select
 * instead of the one field that changed.
 */
export function ModuleFieldTemplate(props: FieldTemplateProps) {
  const path = props.fieldPathId.path;
  const context = props.registry.formContext as Partial<ModuleFormContext>;
  // A top-level field left by the person shows its messages at once (checks on blur), besides rjsf's own.
  const leftMessages = useBlurMessages(context.blurErrors, path.length === 1 ? String(path[0]) : null);
  if (path.length === 0) return <>{props.children}</>;
  if (leftMessages.length > 0) {
    const rawErrors = [...new Set([...(props.rawErrors ?? []), ...leftMessages])];
    // rjsf-antd shows `errors` (built from rjsf's own error schema) as the item's help: these are shown the same way.
    const errors = (
      <div className="ant-form-item-explain-error-list">
        {rawErrors.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
    );
    return (
      <AntdFieldTemplate {...props} rawErrors={rawErrors} errors={errors}>
        <OwnFieldForm>{props.children}</OwnFieldForm>
      </AntdFieldTemplate>
    );
  }
  return (
    <AntdFieldTemplate {...props}>
      <OwnFieldForm>{props.children}</OwnFieldForm>
    </AntdFieldTemplate>
  );
}
