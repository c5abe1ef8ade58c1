import { useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Modal, Space, Spin } from 'antd';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { CustomValidator, FormValidation, RJSFSchema } from '@rjsf/utils';
import type { ModuleStruts } from '../../../providers/contract/types';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useModuleForm } from '../../forms/useModuleForm';
import { moduleFormWidgets } from '../../forms/widgets';
import { GroupedObjectFieldTemplate } from '../../forms/templates/GroupedObjectFieldTemplate';
import { translateAjvErrors } from '../../forms/ajvErrors';
import { validationSummary, VALIDATION_DIALOG_TITLE } from '../../forms/validationSummary';
import { FORM_COLUMNS, type ModuleFormContext } from '../../forms/moduleFormContext';
import type { FieldErrorEntry } from '../../forms/ruleCatalogue';
import { ValidationSummaryContent } from '../../forms/ValidationSummaryContent';

const templates = { ObjectFieldTemplate: GroupedObjectFieldTemplate };

/** /{module}/add — the generic form; `?q={id}` opens a record. */
export default function ModuleFormPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleForm struts={struts.data} />;
}

function ModuleForm({ struts }: { struts: ModuleStruts }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const recordId = search.get('q');
  const form = useModuleForm(struts, recordId);
  const submitting = useRef(false);
  usePageTitle(struts.Description);

  const showErrors = (errors: FieldErrorEntry[]) => {
    Modal.error({ title: VALIDATION_DIALOG_TITLE, content: <ValidationSummaryContent section={validationSummary(struts.Description, errors)} />, okText: '确认' });
  };

  const customValidate: CustomValidator = (data, errors: FormValidation) => {
    for (const entry of form.validate((data ?? {}) as Record<string, unknown>)) {
      const fieldErrors = (errors as unknown as Record<string, FormValidation>)[entry.field];
      for (const message of entry.errs) fieldErrors?.addError(message);
    }
    return errors;
  };

  const formContext: ModuleFormContext = useMemo(
    () => ({ moduleName: struts.Name, recordId, record: form.record, ...FORM_COLUMNS }),
    [struts.Name, recordId, form.record],
  );

  if (form.loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (form.loadError) return <Alert type="error" showIcon message="记录不存在或无权查看" />;

  const backToList = () => navigate(`/${struts.Name}/list`);

  return (
    <Card title={`${struts.Description}${recordId ? ' - 编辑' : ' - 新增'}`}>
      <Form
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
        onChange={(event) => form.setFormData(event.formData as Record<string, unknown>)}
        onError={() => showErrors(form.validate((form.formData ?? {}) as Record<string, unknown>))}
        onSubmit={async (event) => {
          if (submitting.current) return;
          submitting.current = true;
          try {
            const outcome = await form.submit((event.formData ?? {}) as Record<string, unknown>);
            if (outcome.ok) backToList();
            else showErrors(outcome.errors);
          } catch {
            // The HTTP client has already shown the server's message.
          } finally {
            submitting.current = false;
          }
        }}
      >
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={form.saving}>
            保存
          </Button>
          <Button onClick={backToList}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

