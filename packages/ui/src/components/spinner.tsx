import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { useCommonLabel } from './ui-labels.tsx';

const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-3.5', md: 'size-4', lg: 'size-6', xl: 'size-10 border-[3px]' },
    },
    defaultVariants: { size: 'md' },
  },
);

interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers, e.g. 'Učitavanje…'. */
  label?: string;
}

function Spinner({ className, size, label: ownLabel, ...props }: SpinnerProps) {
  const label = useCommonLabel('loading', ownLabel, 'Loading');
  return (
    <span data-slot="spinner" role="status" aria-live="polite" className={cn('inline-flex', className)} {...props}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, spinnerVariants };
export type { SpinnerProps };
