import type { ConfigProviderProps } from 'antd';
import zhCNExports from 'antd/locale/zh_CN';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's zh-CN locale, from its documented path. That path is a CommonJS file, and the build imports CommonJS as Node
 * does: the default import is the file's whole exports object, whose own `default` is the locale; the development
 * server's pre-bundling gives the locale itself. Either way this is the locale.
 */
export const zhCN: Locale = esModuleDefault(zhCNExports);

function esModuleDefault<T>(value: T): T {
  const exports = value as { __esModule?: boolean; default?: T };
  return exports.__esModule && exports.default ? exports.default : value;
}
