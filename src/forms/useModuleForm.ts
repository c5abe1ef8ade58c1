import { useCallback, useMemo, useState } from 'react';
import { useCreate, useOne, useUpdate } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../providers/contract/types';
import { fieldInfoToJsonSchema } from '../adapter/fieldInfoToJsonSchema';
import { useApi } from '../app/ApiContext';
import { formDataToRecord, formFields, recordToFormData } from './formModel';
import { validateFields, type FieldErrorEntry } from './ruleCatalogue';
import { uniqueChecks, uniqueError } from './uniqueFields';

export type SubmitOutcome = { ok: true; record: ApiRecord } | { ok: false; errors: FieldErrorEntry[] };

/** The generic form's model: schema from the descriptors, the record, checks and save. No rendering here. */
export function useModuleForm(struts: ModuleStruts, recordId: string | null) {
  const { http } = useApi();
  const mode = recordId ? 'edit' : 'create';
  const { schema, uiSchema } = useMemo(() => fieldInfoToJsonSchema(struts, mode), [struts, mode]);
  const fields = useMemo(() => formFields(struts), [struts]);
  const { result: loaded, query } = useOne<ApiRecord>({
    resource: struts.Name,
    id: recordId ?? '',
    queryOptions: { enabled: recordId !== null, staleTime: 0 },
  });
  const [edited, setEdited] = useState<Record<string, unknown> | null>(null);
  const initial = useMemo(() => (loaded ? recordToFormData(struts, loaded) : undefined), [struts, loaded]);
  const formData = edited ?? initial;
  const { mutateAsync: create, mutation: createMutation } = useCreate<ApiRecord>();
  const { mutateAsync: update, mutation: updateMutation } = useUpdate<ApiRecord>();

  const validate = useCallback(
    (data: Record<string, unknown>) => validateFields(fields, data, { mode }),
    [fields, mode],
  );

  const submit = useCallback(
    async (data: Record<string, unknown>): Promise<SubmitOutcome> => {
      const errors = validate(data);
      if (errors.length > 0) return { ok: false, errors };
      const taken = await Promise.all(
        uniqueChecks(struts.Name, recordId, fields, data).map(async ({ field, request }) =>
          (await http.post<boolean>('/api/Common/VerififyUnique', request)) === true ? uniqueError(field) : null,
        ),
      );
      const duplicates = taken.filter((entry): entry is FieldErrorEntry => entry !== null);
      if (duplicates.length > 0) return { ok: false, errors: duplicates };
      const values = formDataToRecord(struts, data);
      if (recordId) {
        const rowVersion = loaded?.RowVersion;
        const response = await update({
          resource: struts.Name,
          id: recordId,
          values: rowVersion !== undefined ? { ...values, RowVersion: rowVersion } : values,
          successNotification: { message: '保存成功', type: 'success' },
        });
        return { ok: true, record: response.data };
      }
      const response = await create({ resource: struts.Name, values, successNotification: { message: '保存成功', type: 'success' } });
      return { ok: true, record: response.data };
    },
    [validate, struts, recordId, fields, http, loaded, update, create],
  );

  return {
    mode,
    schema,
    uiSchema,
    formData,
    setFormData: setEdited,
    record: loaded ?? null,
    loading: recordId !== null && query.isLoading,
    loadError: query.error,
    saving: createMutation.isPending || updateMutation.isPending,
    validate,
    submit,
  };
}
