import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath, type RouteId } from '@rp/contract';
import { cn } from '@rp/ui';
import { hasScreen } from '../../../app/screens.ts';

export interface RecordLinkProps {
  routeId: RouteId;
  params: Record<string, string | number>;
  /** Only the Admin sees links to records (part 1 §2); others see plain text. */
  isLinked: boolean;
  search?: string;
  className?: string;
  children: ReactNode;
}

/** A link to a record's screen, or plain text when links are not for this user or the screen has not landed yet. */
export function RecordLink({ routeId, params, isLinked, search, className, children }: RecordLinkProps) {
  if (!isLinked || !hasScreen(routeId)) return <span className={className}>{children}</span>;
  return (
    <Link
      to={{ pathname: buildPath(routeId, params), search }}
      className={cn('text-primary underline-offset-4 hover:underline', className)}
    >
      {children}
    </Link>
  );
}
