import { Alert, Spin } from 'antd';
import { ModuleForm } from '../../src/forms/ModuleForm';
import { BENCH_READY_ATTRIBUTE } from './benchPages';
import { useBenchStruts } from './useBenchStruts';

/** The app's own module form (add mode) over the module's descriptors, at the width of the app's form page. */
export function ModuleFormBenchPage() {
  const struts = useBenchStruts();
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <Spin />;
  return (
    <div style={{ width: 1200, margin: '0 auto' }} {...{ [BENCH_READY_ATTRIBUTE]: 'module-form' }}>
      <ModuleForm struts={struts.data} />
    </div>
  );
}
