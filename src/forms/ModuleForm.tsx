import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createFormDataStore } from './formDataStore';
import { Alert, Button, Space, Spin, theme } from 'antd';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import { getDefaultFormState, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { ApiRecord, ModuleStruts } from '../../contract/index';
import { useWithheldStruts } from '../hooks/useWithheldStruts';
import { withheldPlaceholders } from './withheldPlaceholders';
import { useModuleForm, type FormVerify } from './useModuleForm';
import { moduleFormWidgets } from './widgets';
import { GroupedObjectFieldTemplate } from './templates/GroupedObjectFieldTemplate';
import { ModuleFieldTemplate } from './templates/ModuleFieldTemplate';
import { translateAjvErrors } from './ajvErrors';
import { ruleCatalogueValidator } from './ruleCatalogueValidator';
import { FORM_LEVEL_ALERT_TITLE, validationSummary, VALIDATION_DIALOG_TITLE } from './validationSummary';
import { FORM_COLUMNS, type ModuleFormContext } from './moduleFormContext';
import type { FieldErrorEntry } from '../../core/rules/fieldRules';
import { ValidationSummaryContent } from './ValidationSummaryContent';
import { entriesFromRjsfErrors } from './rjsfErrorEntries';
import { formFields } from './formModel';
import type { FormReadOnly } from './readOnlyFields';
import { DIALOG_WIDTH } from './dialogWidths';
import { BufferedBaseInputTemplate } from './buffered/bufferedInputs';
import { createPendingEdits } from './buffered/pendingEdits';
import { useFormIdPrefix } from './useFormIdPrefix';
import { useFormDraft } from './drafts/useFormDraft';
import { RestoredDraftNotice } from './drafts/RestoredDraftNotice';
import { isDirty } from './drafts/formDraft';
import { afterBlur, afterChange, fieldNameFromId } from './blur/blurErrors';
import { createBlurErrorStore } from './blur/blurErrorStore';
import { useApp } from '../app/AppHolders';
import { RecordReadView } from './RecordReadView';

const templates = { FieldTemplate: ModuleFieldTemplate, ObjectFieldTemplate: GroupedObjectFieldTemplate, BaseInputTemplate: BufferedBaseInputTemplate };

export interface ModuleFormProps {
  struts: ModuleStruts;
  /** The record to edit; null (or absent) adds a new one. */
  recordId?: string | null;
  onSaved?: (record: ApiRecord) => void;
  onCancel?: () => void;
  saveText?: string;
  cancelText?: string;
  /** true: nothing editable and no save button; a function decides per field from the record. */
  readOnly?: FormReadOnly;
  /** Form-level verification after the field checks: a message stops the save and shows in the 提示 alert. */
  verify?: FormVerify;
  /** Per-field UI settings over the adapter's (ui:options allowAdd, minDate, maxDate, allowedDates). */
  uiSchema?: UiSchema;
  /** More buttons after 保存 / 取消 (the approval's), given a way to save the form first. */
  extraActions?: (tools: FormTools) => ReactNode;
}

export interface FormTools {
  /**
   * Saves what is unsaved (all of a new record) with every check of 保存, and answers the record's id; null when
   * the checks stopped it or the save failed (the person has been told). An unchanged or read-only record is not saved again.
   */
  saveFirst: () => Promise<string | null>;
}

/**
 * The generic module form: fields from the descriptors, labels 30% / values 70% (DM-FORM-3), every check on submit
 * with the 表单验证失败 dialog (DM-FORM-7), 保存 / 取消 (DM-FORM-4). Reused by the add/edit page and by pages that
 * embed a record.
 */
export function ModuleForm({
  struts: described,
  recordId = null,
  onSaved,
  onCancel,
  saveText = '保存',
  cancelText = '取消',
  readOnly = false,
  verify,
  uiSchema: pageUiSchema,
  extraActions,
}: ModuleFormProps) {
  const { modal } = useApp();
  const { token } = theme.useToken();
  // Personal fields the role may not see are read-only, shown as 无权查看 (D-SEC-13).
  const struts = useWithheldStruts(described);
  const uiSchema = useMemo(() => withheldPlaceholders(described, struts, pageUiSchema), [described, struts, pageUiSchema]);
  const form = useModuleForm(struts, recordId, { readOnly, verify, uiSchema });
  const fields = useMemo(() => formFields(struts), [struts]);
  const submitting = useRef(false);
  // Unique control ids across kept-alive tabs: a label focuses its own form's control, not a hidden tab's.
  const { ref: wrapperRef, prefix: idPrefix } = useFormIdPrefix<HTMLDivElement>();

  const showErrors = (errors: FieldErrorEntry[]) => {
    modal.error({
      title: VALIDATION_DIALOG_TITLE,
      width: DIALOG_WIDTH,
      content: <ValidationSummaryContent section={validationSummary(struts.Description, errors)} />,
      okText: '确认',
    });
  };

  const customValidate = ruleCatalogueValidator(form.validate);
  const blurErrors = useMemo(() => createBlurErrorStore(), []);
  const checkLeftField = (id: string) => {
    const field = fieldNameFromId(id, idPrefix);
    if (!field || readOnly === true) return;
    const data = (form.current() ?? {}) as Record<string, unknown>;
    blurErrors.set(afterBlur(blurErrors.get(), field, form.validate(data)));
  };

  // Stable across keystrokes: a formContext that changed with the data would re-render every field on each key.
  const formDataStore = useMemo(() => createFormDataStore(), []);
  const pendingEdits = useMemo(() => createPendingEdits(), []);
  useLayoutEffect(() => formDataStore.set(form.formData ?? {}), [formDataStore, form.formData]);

  // What "unchanged" means: the loaded record (or an empty new one) as rjsf shows it, its defaults filled in.
  const loading = recordId !== null && form.initial === undefined;
  const baseline = useMemo(
    () => (loading ? undefined : (getDefaultFormState(validator, form.schema as RJSFSchema, form.initial ?? {}) as Record<string, unknown>)),
    [loading, form.schema, form.initial],
  );
  const draft = useFormDraft({
    module: struts.Name,
    recordId,
    enabled: readOnly !== true,
    baseline,
    formData: form.formData,
    current: form.current,
    pending: pendingEdits.anyPending,
    flushPending: () => flushSync(() => pendingEdits.flushAll()),
    replace: form.replace,
  });
  const formContext: ModuleFormContext = useMemo(
    () => ({
      moduleName: struts.Name,
      recordId,
      record: form.record,
      formDataStore,
      pendingEdits,
      blurErrors,
      rememberRows: form.rememberRows,
      ...FORM_COLUMNS,
    }),
    [struts.Name, recordId, form.record, formDataStore, pendingEdits, blurErrors, form.rememberRows],
  );

  const saveFirst = async (): Promise<string | null> => {
    if (submitting.current) return null;
    flushSync(() => pendingEdits.flushAll());
    const data = (form.current() ?? {}) as Record<string, unknown>;
    if (recordId !== null && (readOnly === true || !isDirty(data, baseline))) return recordId;
    submitting.current = true;
    try {
      draft.keep(data);
      const outcome = await form.submit(data);
      if (outcome.ok) {
        draft.clear();
        return String(outcome.record.Id ?? recordId ?? '') || null;
      }
      if ('verifyMessage' in outcome) modal.warning({ title: FORM_LEVEL_ALERT_TITLE, content: outcome.verifyMessage, width: DIALOG_WIDTH, okText: '确认' });
      else showErrors(outcome.errors);
      return null;
    } catch {
      // The HTTP client has already shown the server's message.
      return null;
    } finally {
      submitting.current = false;
    }
  };

  if (form.loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (form.loadError) return <Alert type="error" showIcon message="记录不存在或无权查看" />;

  const footer = (
    // Fixed at the foot of the view on long forms: 保存 / 取消 are always in reach (D-UI-4).
    <div className="module-form-footer" style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorSplit}` }}>
      <Space>
        {readOnly === true ? null : (
          <Button type="primary" htmlType="submit" loading={form.saving}>
            {saveText}
          </Button>
        )}
        {extraActions?.({ saveFirst })}
        {onCancel ? (
          <Button
            onClick={() => {
              // 取消 is the person's own choice to drop the input.
              draft.clear();
              onCancel();
            }}
          >
            {cancelText}
          </Button>
        ) : null}
      </Space>
    </div>
  );

  // A saved record nobody may change here is read, not shown as greyed inputs (D-UI-11).
  if (readOnly === true && recordId !== null && form.record) {
    return (
      <div ref={wrapperRef} className="module-form">
        <RecordReadView groups={form.groups} fields={fields} record={form.record} withheld={withheldNames(described, struts)} />
        {footer}
      </div>
    );
  }

  return (
    // Before rjsf reads its data for the submit: what is still held in a text field (Enter, or a click without a blur).
    <div ref={wrapperRef} className="module-form" onSubmitCapture={() => flushSync(() => pendingEdits.flushAll())}>
      {draft.restored ? <RestoredDraftNotice onDiscard={draft.discard} /> : null}
      <Form
        idPrefix={idPrefix}
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema}
        formData={form.formData}
        validator={validator}
        widgets={moduleFormWidgets}
        templates={templates}
        formContext={formContext}
        customValidate={customValidate}
        transformErrors={translateAjvErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={readOnly === true}
        onBlur={checkLeftField}
        onChange={(event) => {
          const data = (event.formData ?? {}) as Record<string, unknown>;
          form.change(data);
          // Only fields already left are re-checked (afterChange keeps the state when they are unchanged).
          if (Object.keys(blurErrors.get()).length > 0) blurErrors.set(afterChange(blurErrors.get(), form.validate(data)));
        }}
        onError={(errors) => {
          const entries = entriesFromRjsfErrors(errors, fields);
          showErrors(entries.length > 0 ? entries : form.validate((form.formData ?? {}) as Record<string, unknown>));
        }}
        onSubmit={async (event) => {
          if (submitting.current) return;
          submitting.current = true;
          try {
            const data = (event.formData ?? {}) as Record<string, unknown>;
            // Kept before the call: a session that has gone sends the person to log in, and this comes back after.
            draft.keep(data);
            const outcome = await form.submit(data);
            if (outcome.ok) {
              draft.clear();
              onSaved?.(outcome.record);
            } else if ('verifyMessage' in outcome)
              modal.warning({ title: FORM_LEVEL_ALERT_TITLE, content: outcome.verifyMessage, width: DIALOG_WIDTH, okText: '确认' });
            else showErrors(outcome.errors);
          } catch {
            // The HTTP client has already shown the server's message.
          } finally {
            submitting.current = false;
          }
        }}
      >
        {footer}
      </Form>
    </div>
  );
}

/** The fields withheld from this reader: useWithheldStruts replaced their descriptors (D-SEC-13). */
function withheldNames(described: ModuleStruts, used: ModuleStruts): Set<string> {
  const names = new Set<string>();
  used.FieldInfoStruts.forEach((field, index) => {
    if (field !== described.FieldInfoStruts[index]) names.add(field.Name);
  });
  return names;
}
