import type { ComponentProps } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { ChevronLeft } from 'lucide-react';
import { cn } from '../lib/cn.ts';

interface BackLinkProps extends ComponentProps<'a'> {
  /** Renders the child (a router's Link) as the link, keeping the arrow and the classes. */
  asChild?: boolean;
}

/** The way back from a detail screen to its list or parent screen, in one place above the heading. */
function BackLink({ asChild = false, className, children, ...props }: BackLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="back-link"
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-md text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <ChevronLeft aria-hidden className="size-4 shrink-0" />
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export { BackLink };
export type { BackLinkProps };
