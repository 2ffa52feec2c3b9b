import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListTree } from 'lucide-react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  DatePicker,
  EntityPicker,
  FormField,
  Input,
  Label,
  Select,
  Textarea,
  useDebouncedCallback,
} from '@rp/ui';
import { CurrencyField } from '@rp/fields/react';
import { PRIORITETI, posaoCreateSchema, type Posao, type SablonPosla } from '@rp/contract';
import { maxLengthOf } from '../../../lib/field-errors.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useRecordFormSubmit } from '../../../lib/use-record-form-submit.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { klijentiIzborQuery } from '../../procene/izbor-api.ts';
import { sabloniQuery } from '../api.ts';
import { withSablon, type PosaoFormValues, type PosaoIssue, type PosaoIssues } from '../posao-form.ts';
import { FormFooter } from '../../../lib/form-footer.tsx';
import { ENTRY_INPUT_CLASS } from '../../../lib/entry-input.ts';

/** The entry fields carry no tailwind-merge: match the design system's input with `!` utilities. */
/** Typing waits this long before the client register is searched. */
const SEARCH_DEBOUNCE_MS = 250;

type Parsed<B> = { ok: true; body: B } | { ok: false; issues: PosaoIssues };

const dayOf = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : '';
const dateOf = (day: string) => (day ? new Date(`${day}T00:00:00`) : null);

export interface PosaoFormProps<B, R> {
  values: PosaoFormValues;
  parse: (values: PosaoFormValues) => Parsed<B>;
  onSave: (body: B) => Promise<R>;
  onSaved?: (result: R) => void;
  isSaving: boolean;
  /** The job being edited: its template is shown, not chosen (a template is applied only when a job is made). */
  posao?: Pick<Posao, 'SablonNaziv' | 'KlijentNaziv' | 'IdKlijenta'>;
  actions?: ReactNode;
}

/** What the chosen template brings: its tasks and their laid-out length in working days. */
function SablonSummary({ sablon }: { sablon: SablonPosla }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-md border border-info/30 bg-info-subtle p-2 text-sm" role="status">
      <ListTree aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
      <span>
        {t('posao.sablon.summary', {
          naziv: sablon.Naziv,
          count: sablon.BrojZadataka,
          zadataka: t('posao.sablon.tasks', { count: sablon.BrojZadataka }),
          dana: t('posao.sablon.days', { count: sablon.TrajanjeDani }),
        })}
      </span>
    </p>
  );
}

/** The job form of the create and info screens (part 1 §3, §5). */
export function PosaoForm<B, R>({ values, parse, onSave, onSaved, isSaving, posao, actions }: PosaoFormProps<B, R>) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const isNew = posao === undefined;
  const issueText = (issue: PosaoIssue) => t(`posao.errors.${issue.code}`, { ...issue });
  const resolver: Resolver<PosaoFormValues, unknown, B> = (formValues) => {
    const parsed = parse(formValues);
    if (parsed.ok) return { values: parsed.body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of Object.entries(parsed.issues))
      if (issue) errors[field] = { type: issue.code, message: issueText(issue) };
    return { values: {}, errors: errors as FieldErrors<PosaoFormValues> };
  };
  const form = useForm<PosaoFormValues, unknown, B>({ values, resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(isDirty);
  useFormDraft({ form, values, isDirty, release });
  const [idSablona, imaFiksniPocetak] = useWatch({ control: form.control, name: ['idSablona', 'imaFiksniPocetak'] });
  const hasSablon = isNew && idSablona !== '';
  const sabloni = useQuery({ ...sabloniQuery(), enabled: isNew });
  const sablon = sabloni.data?.find((item) => String(item.Id) === idSablona);

  const [klijentSearch, setKlijentSearch] = useState('');
  const searchKlijent = useDebouncedCallback(setKlijentSearch, SEARCH_DEBOUNCE_MS);
  const klijenti = useQuery({ ...klijentiIzborQuery(klijentSearch), placeholderData: keepPreviousData });
  // The date picker shows its own error (not a date, a weekend); the form's 'required' would only repeat it.
  const [fiksniPickerError, setFiksniPickerError] = useState<string | null>(null);
  const [chosenKlijent, setChosenKlijent] = useState<{ value: string; label: string } | null>(null);
  const known =
    chosenKlijent ??
    (posao && posao.IdKlijenta !== null ? { value: String(posao.IdKlijenta), label: posao.KlijentNaziv } : null);
  const klijentItems = (klijenti.data ?? []).map((klijent) => ({ value: String(klijent.id), label: klijent.naziv }));
  if (known && !klijentItems.some((item) => item.value === known.value)) klijentItems.unshift(known);

  const { submit, isBusy } = useRecordFormSubmit({ form, onSave, onSaved, isSaving, release });

  const pickerLabels = {
    search: t('common.search'),
    empty: t('posao.nothingFound'),
    clear: t('posao.clear'),
    loading: t('common.loading'),
  };
  const blankedHint = hasSablon ? t('posao.hints.blanked') : undefined;

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t('posao.formLabel')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('posao.sections.basic')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField
                label={t('posao.fields.naziv')}
                htmlFor="posao-naziv"
                error={errors.naziv?.message}
                isRequired
                requiredLabel={t('posao.required')}
              >
                <Input
                  id="posao-naziv"
                  autoComplete="off"
                  maxLength={maxLengthOf(posaoCreateSchema.shape.Naziv)}
                  {...form.register('naziv')}
                />
              </FormField>
              <FormField label={t('posao.fields.klijent')} htmlFor="posao-klijent" error={errors.idKlijenta?.message}>
                <Controller
                  control={form.control}
                  name="idKlijenta"
                  render={({ field }) => (
                    <EntityPicker
                      entity="client"
                      id="posao-klijent"
                      value={field.value}
                      onValueChange={(id) => {
                        const item = klijentItems.find((entry) => entry.value === id);
                        if (item) setChosenKlijent(item);
                        field.onChange(id);
                      }}
                      onBlur={field.onBlur}
                      onSearchChange={searchKlijent}
                      isLoading={klijenti.isFetching}
                      placeholder={t('posao.chooseKlijent')}
                      items={klijentItems}
                      labels={pickerLabels}
                    />
                  )}
                />
              </FormField>
              {isNew ? (
                <div className="grid gap-2">
                  <FormField
                    label={t('posao.fields.sablon')}
                    htmlFor="posao-sablon"
                    hint={sablon ? undefined : t('posao.hints.sablon')}
                  >
                    <Select
                      id="posao-sablon"
                      options={(sabloni.data ?? []).map((item) => ({ value: String(item.Id), label: item.Naziv }))}
                      value={idSablona}
                      placeholder={sabloni.isLoading ? t('common.loading') : t('posao.noSablon')}
                      clearLabel={t('posao.clearSablon')}
                      onValueChange={(value) => {
                        const next = withSablon(form.getValues(), value);
                        for (const name of ['idSablona', 'prioritet', 'opis', 'dogovorenaCena'] as const)
                          form.setValue(name, next[name], { shouldDirty: true });
                      }}
                    />
                  </FormField>
                  {sablon ? <SablonSummary sablon={sablon} /> : null}
                </div>
              ) : posao.SablonNaziv ? (
                <dl className="text-sm">
                  <dt className="text-xs text-muted-foreground">{t('posao.fields.sablon')}</dt>
                  <dd>{posao.SablonNaziv}</dd>
                </dl>
              ) : null}
              <FormField
                label={t('posao.fields.opis')}
                htmlFor="posao-opis"
                error={errors.opis?.message}
                hint={blankedHint}
              >
                <Textarea
                  id="posao-opis"
                  rows={4}
                  disabled={hasSablon}
                  maxLength={maxLengthOf(posaoCreateSchema.shape.Opis)}
                  {...form.register('opis')}
                />
              </FormField>
            </CardContent>
          </Card>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('posao.sections.plan')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('posao.fields.prioritet')}
                htmlFor="posao-prioritet"
                error={errors.prioritet?.message}
                hint={blankedHint}
              >
                <Controller
                  control={form.control}
                  name="prioritet"
                  render={({ field }) => (
                    <Select
                      id="posao-prioritet"
                      options={PRIORITETI.map((value) => ({
                        value: String(value),
                        label: t(`poslovi.priority.p${value}`),
                      }))}
                      value={field.value}
                      onValueChange={field.onChange}
                      disabled={hasSablon}
                      placeholder={hasSablon ? t('posao.fromSablon') : undefined}
                      isRequired
                    />
                  )}
                />
              </FormField>
              <FormField
                label={t('posao.fields.dogovorenaCena')}
                htmlFor="posao-cena"
                error={errors.dogovorenaCena?.message}
                hint={blankedHint ?? t('posao.hints.cena')}
              >
                <Controller
                  control={form.control}
                  name="dogovorenaCena"
                  render={({ field }) => (
                    <CurrencyField
                      id="posao-cena"
                      locale={locale}
                      validated={false}
                      inputClassName={ENTRY_INPUT_CLASS}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={hasSablon}
                      placeholder={locale === 'sr' ? '0,00' : '0.00'}
                      autoComplete="off"
                    />
                  )}
                />
              </FormField>
              <div className="grid gap-2 sm:col-span-2">
                <div className="flex items-center gap-2">
                  <Controller
                    control={form.control}
                    name="imaFiksniPocetak"
                    render={({ field }) => (
                      <Checkbox
                        id="posao-ima-fiksni"
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                  <Label htmlFor="posao-ima-fiksni">{t('posao.fields.imaFiksniPocetak')}</Label>
                </div>
                <FormField
                  label={<span className="sr-only">{t('posao.fields.fiksniPocetak')}</span>}
                  htmlFor="posao-fiksni"
                  error={fiksniPickerError ? undefined : errors.fiksniPocetak?.message}
                  hint={t(hasSablon ? 'posao.hints.fiksniSablon' : 'posao.hints.fiksni')}
                >
                  <Controller
                    control={form.control}
                    name="fiksniPocetak"
                    render={({ field }) => (
                      <DatePicker
                        id="posao-fiksni"
                        className="sm:max-w-48"
                        value={dateOf(field.value)}
                        onValueChange={(date) => field.onChange(dayOf(date))}
                        onBlur={field.onBlur}
                        disabled={!imaFiksniPocetak}
                        onErrorChange={setFiksniPickerError}
                        excludeWeekends
                        locale={locale}
                        labels={{
                          openCalendar: t('posao.datePicker.open'),
                          previousMonth: t('posao.datePicker.previousMonth'),
                          nextMonth: t('posao.datePicker.nextMonth'),
                          invalid: t('posao.datePicker.invalid'),
                          weekend: t('posao.errors.weekend'),
                        }}
                      />
                    )}
                  />
                </FormField>
              </div>
            </CardContent>
          </Card>
        </div>

        <FormFooter actions={actions} isBusy={isBusy} />
      </form>
      {dialog}
    </>
  );
}
