import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface PageHeaderProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The screen's one heading (an h1). */
  title: ReactNode;
  /** The screen's actions at the end of the row; they wrap under the title where the row is too narrow. */
  actions?: ReactNode;
  /** A line under the title (the record's owner, its badges), kept with the title when the actions wrap. */
  children?: ReactNode;
}

/** A screen's title row: the h1, an optional line under it, and the screen's actions beside them. */
function PageHeader({ title, actions, className, children, ...props }: PageHeaderProps) {
  // min-w-0 lets the heading shrink below its longest word, so break-words can wrap a long record name on a phone.
  const heading = (
    <h1 data-slot="page-header-title" className="min-w-0 text-xl font-semibold break-words">
      {title}
    </h1>
  );
  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
      {...props}
    >
      {children ? (
        <div className="min-w-0">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
      {actions}
    </div>
  );
}

export { PageHeader };
export type { PageHeaderProps };
