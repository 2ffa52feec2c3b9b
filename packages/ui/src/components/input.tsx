import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const inputBase = [
  'w-full min-w-0 rounded-md border border-input bg-card px-2.5 text-base text-foreground shadow-xs',
  'transition-[color,box-shadow] outline-none placeholder:text-muted-foreground/80',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
  'read-only:bg-muted/60',
].join(' ');

function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        inputBase,
        'h-8 py-1 file:mr-2 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}

function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" rows={rows} className={cn(inputBase, 'min-h-16 py-1.5', className)} {...props} />
  );
}

export { Input, Textarea, inputBase };
