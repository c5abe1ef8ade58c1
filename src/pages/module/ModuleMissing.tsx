import { Alert } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';

/** The title of a page whose module does not exist or is not the caller's: its tab shows it, not the raw address. */
export const MODULE_MISSING_TITLE = '模块不存在';

/** A module that does not exist or is not the caller's to see, on every page built over a module's descriptors. */
export default function ModuleMissing() {
  usePageTitle(MODULE_MISSING_TITLE);
  return <Alert type="error" showIcon message="模块不存在或无权访问" />;
}
