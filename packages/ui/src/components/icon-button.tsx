import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

interface IconButtonProps extends Omit<ButtonProps, 'children' | 'size' | 'asChild'> {
  /** The accessible name; also shown as a tooltip unless `hasTooltip` is false. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  hasTooltip?: boolean;
}

const iconSizes = { sm: 'size-7', md: 'size-8', lg: 'size-10' } as const;

function IconButton({
  label,
  icon,
  size = 'md',
  variant = 'ghost',
  hasTooltip = true,
  className,
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      data-slot="icon-button"
      aria-label={label}
      variant={variant}
      size="icon"
      className={cn(iconSizes[size], className)}
      {...props}
    >
      {icon}
    </Button>
  );
  return hasTooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}

export { IconButton };
export type { IconButtonProps };
