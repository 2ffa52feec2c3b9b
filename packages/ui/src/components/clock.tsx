import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { toIntlLocale } from '../lib/format.ts';

interface ClockProps extends Omit<ComponentProps<'time'>, 'children'> {
  /** 'sr', 'en_US' or any BCP 47 tag. */
  locale?: string;
  /** A fixed moment (stories, tests); without it the clock ticks every second. */
  now?: Date;
  /** Show the date below the time. */
  hasDate?: boolean;
}

function useNow(fixed: Date | undefined, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [fixed, intervalMs]);
  return fixed ?? now;
}

function Clock({ locale = 'sr-Latn-RS', now: fixedNow, hasDate = false, className, ...props }: ClockProps) {
  const now = useNow(fixedNow);
  const intlLocale = toIntlLocale(locale);
  const time = new Intl.DateTimeFormat(intlLocale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const date = new Intl.DateTimeFormat(intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);
  return (
    <time
      data-slot="clock"
      dateTime={now.toISOString()}
      className={cn('inline-flex flex-col font-medium tabular-nums', className)}
      {...props}
    >
      <span>{time}</span>
      {hasDate ? <span className="text-xs font-normal text-muted-foreground">{date}</span> : null}
    </time>
  );
}

export { Clock, useNow };
export type { ClockProps };
