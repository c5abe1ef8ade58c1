import { PrinterOutlined } from '@ant-design/icons';
import { PermissionButton } from '../components/PermissionButton';
import { usePrint } from './usePrint';

/** 打印 for a saved record: the server's printable page of it in a new window; needs List on the module, like reading it. */
export function RecordPrintButton({ module, id }: { module: string; id: string | null }) {
  const { printRecord } = usePrint(module);
  if (!id) return null;
  return (
    <PermissionButton module={module} action="List" icon={<PrinterOutlined />} onClick={() => void printRecord(id)}>
      打印
    </PermissionButton>
  );
}
