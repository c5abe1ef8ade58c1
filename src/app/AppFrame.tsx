import { useMemo, type ReactNode } from 'react';
import { theme } from 'antd';
import { themeVariables } from './themeVariables';

/**
 * The element around every page: the text colour, size and font antd's `App` gives its frame, and the theme's tokens
 * as CSS variables for the app's own components (themeVariables.ts). antd's `App` itself is not used: it brings its
 * message, notification and modal holders (antd's Modal, notification and message code) to the login
 * page; they load with the shell and the other pages (AppHolders.tsx gives them `useApp()`).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  const style = useMemo(
    () => ({ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily, ...themeVariables(token) }),
    [token],
  );
  return (
    // The theme's hash class: antd styles plain links (`a`) inside an element that carries it, as it did inside `App`.
    <div className={`app-frame ${hashId}`} style={style}>
      {children}
    </div>
  );
}
