import type { ComponentProps } from 'react';
import { relativeDateParts } from '@rp/fields';
import { formatRelativeEn, formatRelativeSr, type RelativeTimeFormatter } from '../lib/relative-time.ts';
import { cn } from '../lib/cn.ts';
import { useNow } from './clock.tsx';

interface RelativeTimeProps extends Omit<ComponentProps<'time'>, 'children'> {
  date: Date;
  /** A fixed 'now' (stories); otherwise it refreshes every 30 s. */
  now?: Date;
  /** 'sr', 'en' or your own wording from the parts. */
  format?: 'sr' | 'en' | RelativeTimeFormatter;
}

function RelativeTime({ date, now: fixedNow, format = 'sr', className, ...props }: RelativeTimeProps) {
  const now = useNow(fixedNow, 30_000);
  const formatter = format === 'sr' ? formatRelativeSr : format === 'en' ? formatRelativeEn : format;
  return (
    <time
      data-slot="relative-time"
      dateTime={date.toISOString()}
      title={date.toLocaleString(format === 'en' ? 'en-US' : 'sr-Latn-RS')}
      className={cn('tabular-nums', className)}
      {...props}
    >
      {formatter(relativeDateParts(date, now))}
    </time>
  );
}

export { RelativeTime };
export type { RelativeTimeProps };
