import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
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
  cn,
  useSubmitGuard,
} from '@rp/ui';
import { CurrencyField, DoubleField, TimeField } from '@rp/fields/react';
import { parseEntry } from '@rp/fields';
import { StaleRecordAlert } from '../../../lib/stale-record-alert.tsx';
import { entryMessage } from '../../../lib/entry-messages.ts';
import { applyClientEntryErrors, sameNames } from '../../../lib/field-errors.ts';
import { FAZE_PLACANJA, FAZE_PROCENE, TIPOVI_PROCENE, fullName, type Procena, type ProcenaCreate } from '@rp/contract';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { NepokretnostForm, type NepokretnostFormHandle } from '../../nepokretnosti/components/nepokretnost-form.tsx';
import { radniciIzborQuery } from '../api.ts';
import {
  joinFirmWall,
  newProcenaValues,
  parseProcenaForm,
  splitFirmWall,
  toProcenaValues,
  type ProcenaFields,
  type ProcenaFormField,
  type ProcenaFormValues,
  type ProcenaIssue,
} from '../procena-form.ts';
import { optionsOf } from '../procene-names.ts';
import { FazeTable } from './faze-table.tsx';
import { KlijentPickers } from './klijent-pickers.tsx';
import { FormFooter } from '../../../lib/form-footer.tsx';
import { ENTRY_INPUT_CLASS } from '../../../lib/entry-input.ts';

/** The entry fields carry no tailwind-merge: match the design system's input with `!` utilities. */
const PRIORITETI = [1, 2, 3] as const;

export type ProcenaSaveBody = ProcenaFields & { nepokretnost: ProcenaCreate['nepokretnost'] };

export interface ProcenaFormProps {
  /** The valuation to edit, or null for a new one. */
  procena: Procena | null;
  /** The signed-in worker: a new valuation's leader. */
  userId: number | null;
  /** Checks and sends the body; resolves true when it was saved (false: the user stopped, or it was refused). */
  /**
   * Saves; true when saved, false when the user stopped it, or the refusal, whose named fields (clientEntryErrors) the
   * form puts on their inputs.
   */
  onSave: (body: ProcenaSaveBody) => Promise<boolean | { error: unknown }>;
  /** After a successful save, with the leave guard released. */
  onSaved?: () => void;
  isSaving: boolean;
  /** Someone saved the valuation after it was read (409): the notice offers the newer version. */
  isStale?: boolean;
  onReload?: () => void;
  /** Extra buttons beside Save (Cancel, Delete). */
  actions?: ReactNode;
}

function Section({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

const dayOf = (date: Date | null) =>
  date === null
    ? ''
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? new Date(year, month - 1, date) : null;
};

/**
 * The valuation form (part 2 §2, §3, §5; issue 15 item 4): bank, client and banker from the client register, leader and
 * inspector, priority, phase with its history, payment phase, type, fixed start, agreed price, the previous valuation,
 * the description, and the subject property as the property form embedded (its derived values and map). One Save
 * sends both; the unsaved-data guard covers both.
 */
export function ProcenaForm({
  procena,
  userId,
  onSave,
  onSaved,
  isSaving,
  isStale = false,
  onReload,
  actions,
}: ProcenaFormProps) {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const locale = locales.short;
  const language = i18n.language;
  const values = useMemo(
    () => (procena ? toProcenaValues(procena, locale) : newProcenaValues(userId)),
    [procena, locale, userId],
  );
  const issueText = (issue: ProcenaIssue) =>
    issue.code === 'entry'
      ? entryMessage(issue.entryCode)
      : t(`procena.errors.${issue.code}`, { max: 'max' in issue ? issue.max : undefined });
  const resolver: Resolver<ProcenaFormValues, unknown, ProcenaFields> = (typed) => {
    const parsed = parseProcenaForm(typed, locale);
    if (parsed.ok) return { values: parsed.body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of Object.entries(parsed.issues))
      if (issue) errors[field] = { type: issue.code, message: issueText(issue) };
    return { values: {}, errors: errors as FieldErrors<ProcenaFormValues> };
  };
  const form = useForm<ProcenaFormValues, unknown, ProcenaFields>({ values, resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const [isPropertyDirty, setIsPropertyDirty] = useState(false);
  const { dialog, release } = useLeaveGuard(isDirty || isPropertyDirty);
  // Also when only the property changed: the way to the login screen passes this screen's one leave guard.
  useFormDraft({ form, values, isDirty: isDirty || isPropertyDirty, release });
  const nepokretnostRef = useRef<NepokretnostFormHandle>(null);
  const submitGuard = useSubmitGuard();
  const isBusy = isSaving || submitGuard.isSubmitting;
  const radnici = useQuery(radniciIzborQuery());

  const watched = useWatch({ control: form.control });
  const current = { ...values, ...watched } as ProcenaFormValues;
  const cenaEntry = parseEntry('CURRENCY', current.dogovorenaCena, { locale });
  const cenaError = cenaEntry.ok ? undefined : entryMessage(cenaEntry.error.code);

  const submit = submitGuard.guard(async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    let fields: ProcenaFields | null = null;
    await form.handleSubmit((body) => {
      fields = body;
    })();
    const nepokretnost = await nepokretnostRef.current?.read();
    if (!fields || !nepokretnost) return;
    const outcome = await onSave({ ...(fields as ProcenaFields), nepokretnost });
    if (outcome !== true) {
      if (outcome) applyClientEntryErrors(outcome.error, form.setError, sameNames(form.getValues()));
      return;
    }
    release();
    form.reset(form.getValues());
    nepokretnostRef.current?.markSaved();
    if (onSaved) {
      // It leaves the screen: the form stays locked until the next screen replaces it.
      submitGuard.hold();
      onSaved();
    }
  });

  const fieldId = (field: ProcenaFormField) => `procena-${field}`;
  const setField = (field: ProcenaFormField, value: string) =>
    form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  const required = { isRequired: true, requiredLabel: t('procena.required') };
  const comboboxLabels = {
    search: t('common.search'),
    empty: t('procena.pickers.nothingFound'),
    clear: t('procena.pickers.clear'),
    loading: t('common.loading'),
  };
  const radnikItems = (radnici.data ?? []).map((radnik) => ({ value: String(radnik.id), label: fullName(radnik) }));
  const withCurrent = (items: typeof radnikItems, id: string) =>
    id === '' || items.some((item) => item.value === id)
      ? items
      : [...items, { value: id, label: t('procena.pickers.bivsiRadnik', { id }) }];

  const selectField = (
    field: 'prioritet' | 'faza' | 'fazaPlacanja' | 'tip',
    options: Array<{ value: string; label: string }>,
    extra?: { hint?: string },
  ) => (
    <FormField
      label={t(`procena.fields.${field}`)}
      htmlFor={fieldId(field)}
      error={errors[field]?.message}
      hint={extra?.hint}
      {...required}
    >
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => (
          <Select
            id={fieldId(field)}
            isRequired
            value={control.value}
            onValueChange={control.onChange}
            onBlur={control.onBlur}
            placeholder={t('procena.choose')}
            options={options}
          />
        )}
      />
    </FormField>
  );

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
        aria-label={t('procena.formLabel')}
      >
        {isStale ? (
          <StaleRecordAlert
            message={t('procena.stale.message')}
            reloadLabel={t('procena.stale.reload')}
            onReload={onReload}
          />
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title={t('procena.sections.klijenti')} description={t('procena.sections.klijentiHint')}>
            <KlijentPickers
              value={{
                idKlijenta: current.idKlijenta,
                idKlijenta2: current.idKlijenta2,
                idKlijenta3: current.idKlijenta3,
              }}
              onValueChange={setField}
              known={{
                banka: procena?.banka ?? null,
                klijent: procena?.klijent ?? null,
                bankar: procena?.bankar ?? null,
              }}
              errors={{
                idKlijenta: errors.idKlijenta?.message,
                idKlijenta2: errors.idKlijenta2?.message,
                idKlijenta3: errors.idKlijenta3?.message,
              }}
            />
            <FormField
              label={t('procena.fields.vodjaId')}
              htmlFor={fieldId('vodjaId')}
              error={errors.vodjaId?.message}
              {...required}
            >
              <Controller
                control={form.control}
                name="vodjaId"
                render={({ field }) => (
                  <EntityPicker
                    entity="worker"
                    id={fieldId('vodjaId')}
                    isRequired
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    isLoading={radnici.isLoading}
                    placeholder={t('procena.pickers.radnik')}
                    items={withCurrent(radnikItems, field.value)}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('procena.fields.inspekcijaId')}
              htmlFor={fieldId('inspekcijaId')}
              error={errors.inspekcijaId?.message}
            >
              <Controller
                control={form.control}
                name="inspekcijaId"
                render={({ field }) => (
                  <EntityPicker
                    entity="worker"
                    id={fieldId('inspekcijaId')}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    isLoading={radnici.isLoading}
                    placeholder={t('procena.pickers.radnik')}
                    items={withCurrent(radnikItems, field.value)}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <div className="flex items-center gap-2 sm:col-span-2">
              <Controller
                control={form.control}
                name="inspekcijaSnimanje"
                render={({ field }) => (
                  <Checkbox
                    id={fieldId('inspekcijaSnimanje')}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Label htmlFor={fieldId('inspekcijaSnimanje')}>{t('procena.fields.inspekcijaSnimanje')}</Label>
            </div>
          </Section>

          <Section title={t('procena.sections.procena')}>
            <FormField
              label={t('procena.fields.naziv')}
              htmlFor={fieldId('naziv')}
              error={errors.naziv?.message}
              hint={errors.naziv ? undefined : t('procena.hints.naziv')}
              className="sm:col-span-2"
            >
              <Input id={fieldId('naziv')} autoComplete="off" {...form.register('naziv')} />
            </FormField>
            {selectField('tip', optionsOf(TIPOVI_PROCENE, language))}
            {selectField(
              'prioritet',
              PRIORITETI.map((prioritet) => ({
                value: String(prioritet),
                label: t(`procena.prioriteti.${prioritet}`),
              })),
            )}
            {selectField('faza', optionsOf(FAZE_PROCENE, language), {
              hint: procena && current.faza !== String(procena.faza) ? t('procena.hints.fazaChange') : undefined,
            })}
            {selectField('fazaPlacanja', optionsOf(FAZE_PLACANJA, language))}
            <FormField
              label={t('procena.fields.dogovorenaCena')}
              htmlFor={fieldId('dogovorenaCena')}
              hint={cenaError ? t('procena.hints.cenaNula') : undefined}
            >
              <Controller
                control={form.control}
                name="dogovorenaCena"
                render={({ field }) => (
                  <CurrencyField
                    id={fieldId('dogovorenaCena')}
                    locale={locale}
                    validated={false}
                    inputClassName={ENTRY_INPUT_CLASS}
                    error={cenaError}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={locale === 'sr' ? '0,00' : '0.00'}
                    autoComplete="off"
                  />
                )}
              />
            </FormField>
            <div className="space-y-2">
              <div className="flex h-5 items-center gap-2">
                <Controller
                  control={form.control}
                  name="imaFiksniPocetak"
                  render={({ field }) => (
                    <Checkbox
                      id={fieldId('imaFiksniPocetak')}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <Label htmlFor={fieldId('imaFiksniPocetak')}>{t('procena.fields.imaFiksniPocetak')}</Label>
              </div>
              <FormField
                label={<span className="sr-only">{t('procena.fields.fiksniPocetak')}</span>}
                htmlFor={fieldId('fiksniPocetak')}
                error={errors.fiksniPocetak?.message}
              >
                <Controller
                  control={form.control}
                  name="fiksniPocetak"
                  render={({ field }) => {
                    const { day, time } = splitFirmWall(field.value);
                    return (
                      <div className="flex gap-2">
                        <DatePicker
                          id={fieldId('fiksniPocetak')}
                          className="min-w-0 flex-1"
                          value={dateOf(day)}
                          onValueChange={(date) => field.onChange(joinFirmWall(dayOf(date), time))}
                          onBlur={field.onBlur}
                          disabled={!current.imaFiksniPocetak}
                          locale={locale}
                          labels={{
                            openCalendar: t('procena.datePicker.open'),
                            previousMonth: t('procena.datePicker.previousMonth'),
                            nextMonth: t('procena.datePicker.nextMonth'),
                            invalid: t('procena.datePicker.invalid'),
                          }}
                        />
                        <TimeField
                          id={`${fieldId('fiksniPocetak')}-vreme`}
                          className="w-24 shrink-0"
                          inputClassName={ENTRY_INPUT_CLASS}
                          aria-label={t('procena.fields.fiksniPocetakVreme')}
                          value={time}
                          onValueChange={(text) => field.onChange(joinFirmWall(day, text))}
                          onBlur={field.onBlur}
                          disabled={!current.imaFiksniPocetak}
                          locale={locale}
                          autoComplete="off"
                        />
                      </div>
                    );
                  }}
                />
              </FormField>
            </div>
            <FormField label={t('procena.fields.datumPrethodneProc')} htmlFor={fieldId('datumPrethodneProc')}>
              <Controller
                control={form.control}
                name="datumPrethodneProc"
                render={({ field }) => (
                  <DatePicker
                    id={fieldId('datumPrethodneProc')}
                    value={dateOf(field.value)}
                    onValueChange={(date) => field.onChange(dayOf(date))}
                    onBlur={field.onBlur}
                    locale={locale}
                    labels={{
                      openCalendar: t('procena.datePicker.open'),
                      previousMonth: t('procena.datePicker.previousMonth'),
                      nextMonth: t('procena.datePicker.nextMonth'),
                      invalid: t('procena.datePicker.invalid'),
                    }}
                  />
                )}
              />
            </FormField>
            <FormField label={t('procena.fields.kursPrethodneProc')} htmlFor={fieldId('kursPrethodneProc')}>
              <Controller
                control={form.control}
                name="kursPrethodneProc"
                render={({ field }) => (
                  <DoubleField
                    id={fieldId('kursPrethodneProc')}
                    locale={locale}
                    validated={false}
                    inputClassName={ENTRY_INPUT_CLASS}
                    error={errors.kursPrethodneProc?.message}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={locale === 'sr' ? '117,2' : '117.2'}
                    autoComplete="off"
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('procena.fields.opis')}
              htmlFor={fieldId('opis')}
              error={errors.opis?.message}
              className="sm:col-span-2"
            >
              <Textarea id={fieldId('opis')} rows={4} {...form.register('opis')} />
            </FormField>
          </Section>

          {procena ? (
            <section aria-labelledby="procena-faze-title" className="space-y-2 lg:col-span-2">
              <h2 id="procena-faze-title" className="text-base font-semibold">
                {t('procena.faze.title')}
              </h2>
              <FazeTable faze={procena.faze} />
            </section>
          ) : null}
        </div>

        <section aria-labelledby="procena-predmet-title" className={cn('space-y-3')}>
          <h2 id="procena-predmet-title" className="text-lg font-semibold">
            {t('procena.sections.predmet')}
          </h2>
          <NepokretnostForm
            nepokretnost={procena?.nepokretnost ?? null}
            onSave={() => Promise.resolve(null)}
            isSaving={isBusy}
            hasLeaveGuard={false}
            onDraftChange={({ isDirty: isDraftDirty }) => setIsPropertyDirty(isDraftDirty)}
            handleRef={nepokretnostRef}
          />
        </section>

        <FormFooter
          actions={actions}
          isBusy={isBusy}
          className="sticky bottom-0 z-10 -mx-1 border-t border-border bg-background/95 px-1 py-3 backdrop-blur"
        />
      </form>
      {dialog}
    </>
  );
}
