/** A catalogue file that stops the start: the file, the JSON path of the problem and the problem in Chinese. */
export class CatalogueError extends Error {
  constructor(file: string, fieldPath: string, problem: string) {
    super(`模块定义文件无效: ${file} 字段 ${fieldPath}: ${problem}`);
    this.name = 'CatalogueError';
  }
}
