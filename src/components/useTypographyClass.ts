import { useContext, type ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';

export interface TypographyLook {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  disabled?: boolean;
}

/**
 * The classes antd's Typography gives its text, with its styles registered for the current theme (the static sheet
 * holds the default theme's): a plain element looks as Typography.Link does without Typography's ellipsis measurer
 * and tooltip around it, which a list drew once per row (issue 16).
 */
export function useTypographyClass({ type, disabled }: TypographyLook): { className: string; wrap: (node: ReactElement) => ReactElement } {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [wrap, hashId, cssVarCls] = useTypographyStyle(prefixCls);
  const classes = [prefixCls, type ? `${prefixCls}-${type}` : '', disabled ? `${prefixCls}-disabled` : '', hashId, cssVarCls];
  return { className: classes.filter(Boolean).join(' '), wrap };
}
