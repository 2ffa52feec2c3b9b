import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { toIntlLocale } from '../lib/format.ts';

interface ClockProps extends Omit<ComponentProps<'time'>, 'children'> {
  /** 'sr', 'en_US' or any BCP 47 tag. */
  locale?: string;
  /** A fixed moment (stories, tests); without it the clock ticks every second. */
  now?: Date;
  /** Show the date below the time. */
  hasDate?: boolean;
  /**
   * The IANA zone whose wall clock is shown: by default the firm's (Europe/Belgrade), the zone its records use, so a
   * worker abroad or a device set to another zone reads the same time as the working day it records.
   */
  timeZone?: string;
}

/** The firm's zone: the working day, leave and every record are counted in it. */
const FIRM_TIME_ZONE = 'Europe/Belgrade';

function useNow(fixed: Date | undefined, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [fixed, intervalMs]);
  return fixed ?? now;
}

function Clock({
  locale = 'sr-Latn-RS',
  now: fixedNow,
  hasDate = false,
  timeZone = FIRM_TIME_ZONE,
  className,
  ...props
}: ClockProps) {
  const now = useNow(fixedNow);
  const intlLocale = toIntlLocale(locale);
  // Formatters are costly to build and the clock renders every second: one pair per locale and zone.
  const [timeFormat, dateFormat] = useMemo(
    () => [
      new Intl.DateTimeFormat(intlLocale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
      new Intl.DateTimeFormat(intlLocale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
    ],
    [intlLocale, timeZone],
  );
  const time = timeFormat.format(now);
  const date = hasDate ? dateFormat.format(now) : '';
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
