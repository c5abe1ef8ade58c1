import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { usePermissionIndex } from '../hooks/usePermissionIndex';

export interface PermissionButtonProps extends ButtonProps {
  module: string;
  action: string;
  /** Show disabled with the suffix (权限不足) instead of hiding (SH-PERM-4). */
  showDisabled?: boolean;
  /** Turn the permission check off for this button. */
  skipPermission?: boolean;
  children: ReactNode;
}

/** An action button that answers its permission from the tree in memory. */
export function PermissionButton({ module, action, showDisabled, skipPermission, children, ...buttonProps }: PermissionButtonProps) {
  const index = usePermissionIndex();
  const allowed = skipPermission || (index?.can(module, action) ?? false);
  if (allowed) return <Button {...buttonProps}>{children}</Button>;
  if (!showDisabled) return null;
  return (
    <Button {...buttonProps} disabled>
      {children}(权限不足)
    </Button>
  );
}
