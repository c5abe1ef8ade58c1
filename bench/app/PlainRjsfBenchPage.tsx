import { useMemo } from 'react';
import { Alert, Spin } from 'antd';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import { fieldInfoToJsonSchema } from '../../src/adapter/fieldInfoToJsonSchema';
import { BENCH_READY_ATTRIBUTE } from './benchPages';
import { useBenchStruts } from './useBenchStruts';

/** The baseline: the same JSON schema (from the app's adapter) in a plain @rjsf/antd form that validates on every change. */
export function PlainRjsfBenchPage() {
  const struts = useBenchStruts();
  const schema = useMemo(() => (struts.data ? fieldInfoToJsonSchema(struts.data, 'create').schema : null), [struts.data]);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!schema) return <Spin />;
  return (
    <div style={{ width: 1200, margin: '0 auto' }} {...{ [BENCH_READY_ATTRIBUTE]: 'plain-rjsf' }}>
      <Form schema={schema} validator={validator} liveValidate="onChange" />
    </div>
  );
}
