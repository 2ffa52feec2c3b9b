import type { ComponentProps } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { useCommonLabel } from './ui-labels.tsx';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70 border border-border',
        outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-danger text-danger-foreground shadow-xs hover:bg-danger/90 focus-visible:ring-danger',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-7 px-2.5 text-sm',
        md: 'h-8 px-3 text-base',
        lg: 'h-10 px-4 text-lg',
        icon: 'size-8 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a router link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while an action runs. */
  isLoading?: boolean;
  /** Screen-reader text of the loading spinner. */
  loadingLabel?: string;
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  loadingLabel: ownLoadingLabel,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const loadingLabel = useCommonLabel('loading', ownLoadingLabel, 'Loading');
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      type={asChild ? type : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-busy={isLoading || undefined}
      aria-disabled={asChild && (disabled || isLoading) ? true : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={loadingLabel} /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
