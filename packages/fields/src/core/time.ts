import { HOUR_MILLIS, MINUTE_MILLIS } from './durations.ts';
import { fail, ok } from './result.ts';
import type { FieldLocale, Result } from './types.ts';

function isDigits(text: string): boolean {
  if (text === '') return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * TIME: 'hh:mm' (hours may pass 23, minutes 00–59) or decimal hours ('1.5' or '1,5'), to milliseconds.
 * Both decimal separators are accepted in either locale.
 */
export function parseTime(text: string, _options: { locale?: FieldLocale } = {}): Result<number> {
  const value = text.trim();
  if (value === '') return fail('EMPTY');
  const colon = value.indexOf(':');
  if (colon !== -1) {
    const hours = value.slice(0, colon);
    const minutes = value.slice(colon + 1);
    if (hours.length > 6 || minutes.length !== 2 || !isDigits(hours) || !isDigits(minutes)) {
      return fail('INVALID_TIME');
    }
    if (Number(minutes) > 59) return fail('INVALID_TIME');
    return ok(Number(hours) * HOUR_MILLIS + Number(minutes) * MINUTE_MILLIS);
  }
  const separator = value.search(/[.,]/);
  const whole = separator === -1 ? value : value.slice(0, separator);
  const fraction = separator === -1 ? '' : value.slice(separator + 1);
  if (whole.length > 6 || (whole !== '' && !isDigits(whole)) || (separator !== -1 && !isDigits(fraction))) {
    return fail('INVALID_TIME');
  }
  if (whole === '' && fraction === '') return fail('INVALID_TIME');
  return ok(Math.round(Number(`${whole || '0'}.${fraction || '0'}`) * HOUR_MILLIS));
}

/** Formats milliseconds as 'hh:mm', rounding to the minute; hours are not wrapped at 24. */
export function formatTime(millis: number): string {
  if (!Number.isFinite(millis) || millis < 0) return '';
  const totalMinutes = Math.round(millis / MINUTE_MILLIS);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
