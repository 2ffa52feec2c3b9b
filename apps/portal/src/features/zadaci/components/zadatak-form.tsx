import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DatePicker,
  FormField,
  Input,
  MultiSelect,
  Select,
  formatDecimal,
} from '@rp/ui';
import { MAX_RADNIKA_ZAUZETOSTI, zadatakCreateSchema } from '@rp/contract';
import { maxLengthOf } from '../../../lib/field-errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useRecordFormSubmit } from '../../../lib/use-record-form-submit.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { masineListQuery } from '../../masine/api.ts';
import { addDays } from '../../procene/filters.ts';
import { radniciIzborQuery } from '../../procene/api.ts';
import { moguceZavisnostiQuery, odsustvaQuery } from '../api.ts';
import {
  daniOd,
  odsustvaURasponu,
  parseSati,
  pocetakIssue,
  prazniciURasponu,
  rasponZadatka,
  zavisnostRoka,
  type MogucaZavisnost,
  type Odsustvo,
  type ZadatakFormValues,
  type ZadatakIssue,
  type ZadatakIssues,
} from '../zadatak-form.ts';
import { FormFooter } from '../../../lib/form-footer.tsx';

type Parsed<B> = { ok: true; body: B } | { ok: false; issues: ZadatakIssues };

const dayOf = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : '';
const dateOf = (day: string) => (day ? new Date(`${day}T00:00:00`) : null);

/** Calendar days the absence query reaches past the task's last working day: holidays may push its end later. */
const HOLIDAY_MARGIN_DAYS = 21;

export interface ZadatakFormProps<B, R> {
  posaoId: number;
  /** The task being edited (0 for a new one): the dependency picker never offers it or a task that waits for it. */
  zadatakId: number;
  values: ZadatakFormValues;
  parse: (values: ZadatakFormValues) => Parsed<B>;
  onSave: (body: B) => Promise<R>;
  onSaved?: (result: R) => void;
  isSaving: boolean;
  /** The workers the task names now: one no longer active is not among the picker's workers, yet stays chosen. */
  knownRadnici?: readonly { Id: number; Ime: string; Prezime: string }[];
  actions?: ReactNode;
}

/** The task form (part 1 §3, §5): name, start, planned hours with their days, equipment, workers, dependency. */
export function ZadatakForm<B, R>({
  posaoId,
  zadatakId,
  values,
  parse,
  onSave,
  onSaved,
  isSaving,
  knownRadnici = [],
  actions,
}: ZadatakFormProps<B, R>) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const issueText = (issue: ZadatakIssue) =>
    issue.code === 'preZavisnosti'
      ? t('zadatakForm.errors.preZavisnosti', {
          naziv: issue.naziv,
          kraj: formatDay(issue.kraj),
          najranije: formatDay(issue.najranije),
        })
      : t(`zadatakForm.errors.${issue.code}`, { ...issue });
  // The resolver is kept by the form from its first render: it reads the dependencies as they are now.
  const zavisnostiRef = useRef<readonly MogucaZavisnost[] | undefined>(undefined);
  const resolver: Resolver<ZadatakFormValues, unknown, B> = (formValues) => {
    const parsed = parse(formValues);
    const preZavisnosti = parsed.ok || !parsed.issues.pocetak ? pocetakIssue(formValues, zavisnostiRef.current) : null;
    if (parsed.ok && !preZavisnosti) return { values: parsed.body, errors: {} };
    const issues = { ...(parsed.ok ? {} : parsed.issues), ...(preZavisnosti ? { pocetak: preZavisnosti } : {}) };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of Object.entries(issues))
      if (issue) errors[field] = { type: issue.code, message: issueText(issue) };
    return { values: {}, errors: errors as FieldErrors<ZadatakFormValues> };
  };
  const form = useForm<ZadatakFormValues, unknown, B>({ values, resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(isDirty);
  useFormDraft({ form, values, isDirty, release });
  const [pocetak, trajanje] = useWatch({ control: form.control, name: ['pocetak', 'trajanje'] });
  const sati = parseSati(trajanje);
  // The date picker shows its own error (not a date, a weekend); the form's 'required' would only repeat it.
  const [pocetakPickerError, setPocetakPickerError] = useState<string | null>(null);
  const dani = daniOd(sati);

  const masine = useQuery(masineListQuery());
  const radnici = useQuery(radniciIzborQuery());
  const zavisnosti = useQuery(moguceZavisnostiQuery(posaoId, zadatakId));
  zavisnostiRef.current = zavisnosti.data;
  const zavisnost = useWatch({ control: form.control, name: 'zavisnost' });
  const rok = zavisnostRoka(zavisnost, zavisnosti.data);

  // Who is away in the task's days: leave and own holidays of every worker the picker offers, and state holidays.
  const grubRaspon = rasponZadatka(pocetak, sati);
  const ids = useMemo(
    () => (radnici.data ?? []).map((radnik) => radnik.id).slice(0, MAX_RADNIKA_ZAUZETOSTI),
    [radnici.data],
  );
  const odsustva = useQuery({
    ...odsustvaQuery(ids, grubRaspon?.prvi ?? '', grubRaspon ? addDays(grubRaspon.poslednji, HOLIDAY_MARGIN_DAYS) : ''),
    enabled: ids.length > 0 && grubRaspon !== null,
  });
  const praznici = useMemo(() => new Set(odsustva.data?.praznici ?? []), [odsustva.data]);
  const raspon = rasponZadatka(pocetak, sati, praznici);
  const odsutni = odsustvaURasponu(odsustva.data, raspon);
  const drzavni = prazniciURasponu(odsustva.data?.praznici ?? [], raspon);

  const flagOf = (odsustvaRadnika: Odsustvo[] | undefined) => {
    if (!odsustvaRadnika) return '';
    const vrste = [...new Set(odsustvaRadnika.map((odsustvo) => odsustvo.vrsta))];
    return vrste.map((vrsta) => t(`zadatakForm.flag.${vrsta}`)).join(', ');
  };
  const radnikOptions = (radnici.data ?? []).map((radnik) => {
    const flag = flagOf(odsutni.get(radnik.id));
    const name = `${radnik.ime} ${radnik.prezime}`.trim();
    return { value: String(radnik.id), label: flag ? `${name} (${flag})` : name };
  });
  for (const radnik of knownRadnici)
    if (!radnikOptions.some((option) => option.value === String(radnik.Id)))
      radnikOptions.push({ value: String(radnik.Id), label: `${radnik.Ime} ${radnik.Prezime}`.trim() });
  const izabrani = useWatch({ control: form.control, name: 'radnici' });
  const izabraniOdsutni = (radnici.data ?? []).filter(
    (radnik) => izabrani.includes(String(radnik.id)) && odsutni.has(radnik.id),
  );

  const { submit, isBusy } = useRecordFormSubmit({ form, onSave, onSaved, isSaving, release });

  const multiLabels = {
    clear: t('zadatakForm.clear'),
    search: t('common.search'),
    list: t('zadatakForm.options'),
    selected: (count: number) => t('zadatakForm.selected', { count }),
  };

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
        aria-label={t('zadatakForm.formLabel')}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('zadatakForm.sections.plan')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('zadatakForm.fields.naziv')}
                htmlFor="zadatak-naziv"
                error={errors.naziv?.message}
                className="sm:col-span-2"
                isRequired
                requiredLabel={t('zadatakForm.required')}
              >
                <Input
                  id="zadatak-naziv"
                  autoComplete="off"
                  maxLength={maxLengthOf(zadatakCreateSchema.shape.Naziv)}
                  {...form.register('naziv')}
                />
              </FormField>
              <FormField
                label={t('zadatakForm.fields.pocetak')}
                htmlFor="zadatak-pocetak"
                error={pocetakPickerError ? undefined : errors.pocetak?.message}
                hint={
                  [
                    rok
                      ? t('zadatakForm.hints.najranije', { naziv: rok.naziv, najranije: formatDay(rok.najranije) })
                      : '',
                    raspon ? t('zadatakForm.hints.raspon', { kraj: formatDay(raspon.poslednji) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                isRequired
                requiredLabel={t('zadatakForm.required')}
              >
                <Controller
                  control={form.control}
                  name="pocetak"
                  render={({ field }) => (
                    <DatePicker
                      id="zadatak-pocetak"
                      value={dateOf(field.value)}
                      onValueChange={(date) => field.onChange(dayOf(date))}
                      onBlur={field.onBlur}
                      onErrorChange={setPocetakPickerError}
                      excludeWeekends
                      minDate={rok ? dateOf(rok.najranije)! : undefined}
                      locale={locale}
                      labels={{
                        openCalendar: t('zadatakForm.datePicker.open'),
                        previousMonth: t('zadatakForm.datePicker.previousMonth'),
                        nextMonth: t('zadatakForm.datePicker.nextMonth'),
                        invalid: t('zadatakForm.datePicker.invalid'),
                        weekend: t('zadatakForm.errors.weekend'),
                      }}
                    />
                  )}
                />
              </FormField>
              <FormField
                label={t('zadatakForm.fields.trajanje')}
                htmlFor="zadatak-trajanje"
                error={errors.trajanje?.message}
                isRequired
                requiredLabel={t('zadatakForm.required')}
              >
                {(control) => (
                  <div className="flex items-center gap-2">
                    <Input
                      {...control}
                      aria-describedby={[control['aria-describedby'], 'zadatak-dani'].filter(Boolean).join(' ')}
                      inputMode="decimal"
                      autoComplete="off"
                      className="w-28"
                      {...form.register('trajanje')}
                    />
                    <span id="zadatak-dani" className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                      {dani === null ? '' : t('zadatakForm.days', { count: dani, dani: formatDecimal(dani, 2) })}
                    </span>
                  </div>
                )}
              </FormField>
              <FormField
                label={t('zadatakForm.fields.zavisnost')}
                htmlFor="zadatak-zavisnost"
                error={errors.zavisnost?.message}
                hint={t('zadatakForm.hints.zavisnost')}
                className="sm:col-span-2"
              >
                <Controller
                  control={form.control}
                  name="zavisnost"
                  render={({ field }) => (
                    <Select
                      id="zadatak-zavisnost"
                      options={(zavisnosti.data ?? []).map((zadatak) => ({
                        value: String(zadatak.Id),
                        label: zadatak.Naziv,
                      }))}
                      value={field.value}
                      onValueChange={(value) => {
                        field.onChange(value);
                        // A task that now waits for one ending later moves to the earliest day it may start.
                        const novi = zavisnostRoka(value, zavisnosti.data);
                        const { pocetak: sada } = form.getValues();
                        if (novi && (sada === '' || sada <= novi.kraj))
                          form.setValue('pocetak', novi.najranije, { shouldDirty: true, shouldValidate: true });
                      }}
                      onBlur={field.onBlur}
                      placeholder={zavisnosti.isLoading ? t('common.loading') : t('zadatakForm.noZavisnost')}
                      clearLabel={t('zadatakForm.clearZavisnost')}
                    />
                  )}
                />
              </FormField>
            </CardContent>
          </Card>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('zadatakForm.sections.resources')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField
                label={t('zadatakForm.fields.radnici')}
                htmlFor="zadatak-radnici"
                error={errors.radnici?.message}
                hint={t('zadatakForm.hints.radnici')}
              >
                <Controller
                  control={form.control}
                  name="radnici"
                  render={({ field }) => (
                    <MultiSelect
                      id="zadatak-radnici"
                      options={radnikOptions}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={radnici.isLoading ? t('common.loading') : t('zadatakForm.chooseRadnici')}
                      isSearchable
                      labels={multiLabels}
                    />
                  )}
                />
              </FormField>
              {izabraniOdsutni.length > 0 || drzavni.length > 0 ? (
                <div
                  role="status"
                  className="grid gap-1 rounded-md border border-warning/40 bg-warning-subtle p-2 text-sm"
                  data-testid="zadatak-odsustva"
                >
                  {izabraniOdsutni.map((radnik) => (
                    <p key={radnik.id} className="flex items-start gap-2">
                      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                      {t('zadatakForm.away', {
                        ime: `${radnik.ime} ${radnik.prezime}`.trim(),
                        razlog: flagOf(odsutni.get(radnik.id)),
                      })}
                    </p>
                  ))}
                  {drzavni.length > 0 ? (
                    <p className="flex items-start gap-2">
                      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                      {t('zadatakForm.stateHoliday', {
                        count: drzavni.length,
                        dani: drzavni.map(formatDay).join(', '),
                      })}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <FormField label={t('zadatakForm.fields.oprema')} htmlFor="zadatak-oprema" error={errors.oprema?.message}>
                <Controller
                  control={form.control}
                  name="oprema"
                  render={({ field }) => (
                    <MultiSelect
                      id="zadatak-oprema"
                      options={(masine.data ?? []).map((masina) => ({ value: String(masina.Id), label: masina.Ime }))}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={masine.isLoading ? t('common.loading') : t('zadatakForm.chooseOprema')}
                      isSearchable
                      labels={multiLabels}
                    />
                  )}
                />
              </FormField>
            </CardContent>
          </Card>
        </div>

        <FormFooter actions={actions} isBusy={isBusy} />
      </form>
      {dialog}
    </>
  );
}
