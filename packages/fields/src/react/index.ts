// The public React API of @rp/fields.
export type { EntryFieldProps } from './entry-field.tsx';
export { EntryField } from './entry-field.tsx';
export type {
  CurrencyFieldProps,
  DateFieldProps,
  DoubleFieldProps,
  DurationDaysFieldProps,
  DurationMillisFieldProps,
  EmailFieldProps,
  IntegerFieldProps,
  PercentileFieldProps,
  TimeFieldProps,
  UrlFieldProps,
} from './entry-fields.tsx';
export {
  CurrencyField,
  DateField,
  DoubleField,
  DurationDaysField,
  DurationMillisField,
  EmailField,
  IntegerField,
  PercentileField,
  TimeField,
  UrlField,
} from './entry-fields.tsx';
export type { FieldLabels, FieldLabelsProviderProps } from './field-labels.tsx';
export { FIELD_LABELS_EN, FieldLabelsProvider, useFieldLabels } from './field-labels.tsx';
export type { FieldErrorIconProps } from './field-error-icon.tsx';
export { FieldErrorIcon } from './field-error-icon.tsx';
export type { UseEntryField, UseEntryFieldOptions } from './use-entry-field.ts';
export { useEntryField } from './use-entry-field.ts';
export type { FieldRules, FieldRulesOptions } from './react-hook-form.ts';
export { applyServerReply, fieldRules } from './react-hook-form.ts';
