import { DEFAULT_DATE_FORMAT } from '../core/dates.ts';
import { EntryField } from './entry-field.tsx';
import type { EntryFieldProps } from './entry-field.tsx';

export type IntegerFieldProps = Omit<EntryFieldProps<'INTEGER'>, 'entryType'>;
export type DoubleFieldProps = Omit<EntryFieldProps<'DOUBLE'>, 'entryType'>;
export type PercentileFieldProps = Omit<EntryFieldProps<'PERCENTILE'>, 'entryType'>;
export type UrlFieldProps = Omit<EntryFieldProps<'URL'>, 'entryType'>;
export type EmailFieldProps = Omit<EntryFieldProps<'EMAIL'>, 'entryType'>;
export type DurationMillisFieldProps = Omit<EntryFieldProps<'DURATIONMILLIS'>, 'entryType'>;
export type DurationDaysFieldProps = Omit<EntryFieldProps<'DURATIONDAYS'>, 'entryType'>;
export type DateFieldProps = Omit<EntryFieldProps<'DATE'>, 'entryType'>;
export type TimeFieldProps = Omit<EntryFieldProps<'TIME'>, 'entryType'>;
export type CurrencyFieldProps = Omit<EntryFieldProps<'CURRENCY'>, 'entryType'>;

export function IntegerField(props: IntegerFieldProps) {
  return <EntryField entryType="INTEGER" {...props} />;
}

export function DoubleField(props: DoubleFieldProps) {
  return <EntryField entryType="DOUBLE" {...props} />;
}

export function PercentileField(props: PercentileFieldProps) {
  return <EntryField entryType="PERCENTILE" {...props} />;
}

export function UrlField(props: UrlFieldProps) {
  return <EntryField entryType="URL" {...props} />;
}

export function EmailField(props: EmailFieldProps) {
  return <EntryField entryType="EMAIL" autoComplete="email" {...props} />;
}

export function DurationMillisField(props: DurationMillisFieldProps) {
  return <EntryField entryType="DURATIONMILLIS" {...props} />;
}

export function DurationDaysField(props: DurationDaysFieldProps) {
  return <EntryField entryType="DURATIONDAYS" {...props} />;
}

/**
 * A DATE field: accepts the shortcuts ('t', 'lw', '+3d', …) and shows the formatted date after blur. Its placeholder
 * is the format as a person reads it ('dd/mm/yyyy', as @rp/ui's DatePicker shows it), not the pattern's 'dd/MM/yyyy'.
 */
export function DateField(props: DateFieldProps) {
  return <EntryField entryType="DATE" placeholder={(props.format ?? DEFAULT_DATE_FORMAT).toLowerCase()} {...props} />;
}

export function TimeField(props: TimeFieldProps) {
  return <EntryField entryType="TIME" placeholder="hh:mm" {...props} />;
}

export function CurrencyField(props: CurrencyFieldProps) {
  return <EntryField entryType="CURRENCY" {...props} />;
}
