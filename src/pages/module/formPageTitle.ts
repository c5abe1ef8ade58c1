/**
 * A form page's title, on its card and its tab (D-UI-6): `论文 - 新增`, `论文 - 编辑`, `论文 - 查看`, so a new record's
 * tab and an open record's tab read apart.
 */
export function formPageTitle(description: string, recordId: string | null, readOnly: boolean): string {
  const mode = readOnly ? '查看' : recordId ? '编辑' : '新增';
  return `${description} - ${mode}`;
}
