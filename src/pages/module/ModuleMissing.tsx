import { Alert } from 'antd';

/** A module that does not exist or is not the caller's to see (ModuleListPage.tsx loads it only then). */
export default function ModuleMissing() {
  return <Alert type="error" showIcon message="模块不存在或无权访问" />;
}
