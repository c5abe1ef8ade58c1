import { useDeptOptions } from './useDeptOptions';

/** A department's name for an id in the filters (the export's line and the page's subtitle read names, never ids). */
export function useDeptName(deptId: string | undefined): string | null {
  const { options } = useDeptOptions();
  return deptId ? (options.find((option) => option.value === deptId)?.label ?? null) : null;
}
