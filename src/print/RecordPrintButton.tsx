import { PrinterOutlined } from '@ant-design/icons';
import { PermissionButton } from '../components/PermissionButton';
import { usePrint } from './usePrint';

/** 打印 for one record (a record page can place it beside 保存); needs List on the module, like reading it. */
export function RecordPrintButton({ module, id, showDisabled }: { module: string; id: string | null | undefined; showDisabled?: boolean }) {
  const { printRecord } = usePrint(module);
  if (!id) return null;
  return (
    <PermissionButton module={module} action="List" showDisabled={showDisabled} icon={<PrinterOutlined />} onClick={() => void printRecord(id)}>
      打印
    </PermissionButton>
  );
}
