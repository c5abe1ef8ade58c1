import { Templates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import { OwnFieldForm } from './OwnFieldForm';

const AntdFieldTemplate = Templates.FieldTemplate!;

/**
 * rjsf's antd field template with each field's text control in a form of its own (OwnFieldForm).
 *
 * The form's root object is rendered bare: it is the layout of the sections, not a field. Wrapped in an antd
 * Form.Item (as rjsf-antd does), it re-rendered with every change of the form's data and handed every field below a
 * new status context, so each committed value re-rendered all 150 fields' items, inputs and selects (about 120 ms)
 * instead of the one field that changed.
 */
export function ModuleFieldTemplate(props: FieldTemplateProps) {
  if (props.fieldPathId.path.length === 0) return <>{props.children}</>;
  return (
    <AntdFieldTemplate {...props}>
      <OwnFieldForm>{props.children}</OwnFieldForm>
    </AntdFieldTemplate>
  );
}
