import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
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
  Combobox,
  FormField,
  Input,
  Label,
  LocationPicker,
  Select,
  Textarea,
  buildGeocodeAddress,
  cn,
  formatEuro,
} from '@rp/ui';
import { CurrencyField, DateField, DoubleField, PercentileField } from '@rp/fields/react';
import { DEFAULT_DATE_FORMAT, type PropertyDerivedValues } from '@rp/fields';
import { StaleRecordAlert } from '../../../lib/stale-record-alert.tsx';
import { entryMessage } from '../../../lib/entry-messages.ts';
import { applyClientEntryErrors, sameNames } from '../../../lib/field-errors.ts';
import {
  TIPOVI_NEPOKRETNOSTI,
  VRSTE_NEPOKRETNOSTI,
  tipOdVrste,
  type Nepokretnost,
  type NepokretnostCreateParsed,
} from '@rp/contract';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { useRecordFormSubmit } from '../../../lib/use-record-form-submit.ts';
import { clientConfigQuery } from '../../session/api.ts';
import { drzaveQuery, gradoviQuery, opstineQuery } from '../../lokacije/api.ts';
import { defaultDrzava, drzavaNaziv } from '../../lokacije/drzave.ts';
import { katastriListQuery } from '../api.ts';
import { isStaleVersion } from '../form-api.ts';
import {
  NEW_NEPOKRETNOST_VALUES,
  coordinateTexts,
  derivedOfForm,
  parseCreateForm,
  parseUpdateForm,
  pointOfForm,
  toFormValues,
  type NepokretnostFormField,
  type NepokretnostFormValues,
  type NepokretnostIssue,
  type NepokretnostUpdateParsed,
} from '../nepokretnost-form.ts';
import { FormFooter } from '../../../lib/form-footer.tsx';
import { ENTRY_INPUT_CLASS } from '../../../lib/entry-input.ts';

/** The entry fields carry no tailwind-merge: match the design system's input with `!` utilities. */

export type NepokretnostSaveBody = NepokretnostCreateParsed | NepokretnostUpdateParsed;

/** What a host form (the valuation's) asks of an embedded property form. */
export interface NepokretnostFormHandle {
  /** Validates what is typed (errors shown on the fields): the save body, or null when something is wrong. */
  read: () => Promise<NepokretnostSaveBody | null>;
  /** After the host saved: what is typed becomes the clean state. */
  markSaved: () => void;
}

export interface NepokretnostFormProps<R> {
  /** The record to edit, or null for a new one. */
  nepokretnost: Nepokretnost | null;
  /** Sends the body (POST without an id, PUT with id and verzija); a rejection leaves the form as it is. */
  onSave: (body: NepokretnostSaveBody) => Promise<R>;
  /** After a successful save, with the leave guard released. */
  onSaved?: (result: R) => void;
  /** Reloads the record after a 409 (someone saved first); the form then shows the newer version. */
  onReload?: () => void;
  /** Told when the form gets or loses unsaved changes, with the live derived values (e.g. a valuation's form). */
  onDraftChange?: (draft: { isDirty: boolean; derived: PropertyDerivedValues }) => void;
  isSaving: boolean;
  /** The unsaved-data guard of a page; a host form with its own guard turns it off. */
  hasLeaveGuard?: boolean;
  /** Extra buttons beside Save (Cancel, Delete). */
  actions?: ReactNode;
  /**
   * Embeds the form in a host form (the valuation's property sub-form): no form element and no Save button of its
   * own; the host reads the body through the handle and saves it with its own fields.
   */
  handleRef?: Ref<NepokretnostFormHandle>;
}

/** The form element, or a labelled group inside a host's form (forms do not nest). */
function FormRoot({
  isEmbedded,
  onSubmit,
  ...props
}: { isEmbedded: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } & Omit<
  ComponentProps<'div'>,
  'onSubmit'
>) {
  if (isEmbedded) return <div role="group" {...props} />;
  return <form onSubmit={onSubmit} noValidate {...(props as ComponentProps<'form'>)} />;
}

function useIssueText() {
  const { t } = useTranslation();
  return (issue: NepokretnostIssue) =>
    issue.code === 'entry' ? entryMessage(issue.entryCode) : t(`nepokretnost.errors.${issue.code}`, { ...issue });
}

function Section({
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  contentClassName?: string;
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
      <CardContent className={cn('grid gap-4 sm:grid-cols-2', contentClassName)}>{children}</CardContent>
    </Card>
  );
}

/**
 * The property form (part 2 §3, §5): every save field with its entry type, the place pickers, the derived values
 * computed live by the server's own function, and the map. It is the property screen's form and the valuation's
 * property sub-form: it takes the record (or none) and reports the save, knowing nothing of the page around it.
 */
export function NepokretnostForm<R>({
  nepokretnost,
  onSave,
  onSaved,
  onReload,
  onDraftChange,
  isSaving,
  hasLeaveGuard = true,
  actions,
  handleRef,
}: NepokretnostFormProps<R>) {
  const isEmbedded = handleRef !== undefined;
  const { t } = useTranslation();
  const locales = useLocales();
  const locale = locales.short;
  const issueText = useIssueText();
  const values = useMemo(
    () => (nepokretnost ? toFormValues(nepokretnost, locale) : NEW_NEPOKRETNOST_VALUES),
    [nepokretnost, locale],
  );
  const resolver: Resolver<NepokretnostFormValues, unknown, NepokretnostSaveBody> = (typed) => {
    // The country shown is the one saved, also when it is the default nobody chose.
    const formValues = { ...typed, drzavaId: typed.drzavaId || drzavaIdRef.current };
    const parsed = nepokretnost
      ? parseUpdateForm(formValues, locale, nepokretnost)
      : parseCreateForm(formValues, locale);
    if (parsed.ok) return { values: parsed.body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of Object.entries(parsed.issues))
      if (issue) errors[field] = { type: issue.code, message: issueText(issue) };
    return { values: {}, errors: errors as FieldErrors<NepokretnostFormValues> };
  };
  const form = useForm<NepokretnostFormValues, unknown, NepokretnostSaveBody>({
    values,
    resolver,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(hasLeaveGuard && isDirty);
  // Embedded in the valuation's form, the property is that screen's second form.
  useFormDraft({ form, values, isDirty, release, part: isEmbedded ? 'nepokretnost' : 'form' });
  const [isStale, setIsStale] = useState(false);
  const config = useQuery(clientConfigQuery());

  const watched = useWatch({ control: form.control });
  const current = { ...values, ...watched } as NepokretnostFormValues;
  const derived = derivedOfForm(current, locale);
  const point = pointOfForm(current, locale);

  const drzave = useQuery(drzaveQuery());
  const fallbackDrzava = defaultDrzava(drzave.data);
  const drzavaId = current.drzavaId || (fallbackDrzava ? String(fallbackDrzava.id) : '');
  const drzavaIdRef = useRef(drzavaId);
  drzavaIdRef.current = drzavaId;
  const opstine = useQuery({ ...opstineQuery(Number(drzavaId)), enabled: drzavaId !== '' });
  const hasOpstina = current.opstinaId !== '';
  const gradovi = useQuery({ ...gradoviQuery(Number(current.opstinaId)), enabled: hasOpstina });
  const katastri = useQuery({ ...katastriListQuery(Number(current.opstinaId)), enabled: hasOpstina });

  const latest = useRef(onDraftChange);
  latest.current = onDraftChange;
  const derivedKey = JSON.stringify(derived);
  useEffect(() => {
    latest.current?.({ isDirty, derived: JSON.parse(derivedKey) as PropertyDerivedValues });
  }, [isDirty, derivedKey]);

  // A newer version loaded after a refusal replaces the form: the notice has done its work.
  useEffect(() => setIsStale(false), [values]);

  const nameOf = (list: Array<{ id: number; naziv: string }> | undefined, id: string) =>
    list?.find((entry) => String(entry.id) === id)?.naziv;
  const geocodeAddress = buildGeocodeAddress({
    drzava: nameOf(drzave.data, drzavaId),
    opstina: nameOf(opstine.data, current.opstinaId),
    grad: nameOf(gradovi.data, current.gradId),
    adresa: current.adresa,
  });

  useImperativeHandle(
    handleRef,
    () => ({
      read: () =>
        new Promise<NepokretnostSaveBody | null>((resolve) => {
          void form.handleSubmit(
            (body) => resolve(body),
            () => resolve(null),
          )();
        }),
      markSaved: () => form.reset(form.getValues()),
    }),
    [form],
  );

  // One save at a time (a second click or Enter while the first is on its way sends nothing); a record changed
  // elsewhere meanwhile is said above the form, any other refused field on its input.
  const { submit, isBusy } = useRecordFormSubmit({
    form,
    onSave: (body) => {
      setIsStale(false);
      return onSave(body);
    },
    onSaved,
    isSaving,
    release,
    onSaveError: (error) => {
      if (isStaleVersion(error)) setIsStale(true);
      else applyClientEntryErrors(error, form.setError, sameNames(form.getValues()));
    },
  });

  const required = { isRequired: true, requiredLabel: t('nepokretnost.required') };
  const comboboxLabels = {
    search: t('common.search'),
    empty: t('nepokretnost.nothingFound'),
    clear: t('nepokretnost.clear'),
    loading: t('common.loading'),
  };
  const fieldId = (field: NepokretnostFormField) => `nepokretnost-${field}`;
  const setField = (field: NepokretnostFormField, value: string) =>
    form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });

  const numberField = (
    field:
      | 'kvadratura'
      | 'trazenaCena'
      | 'umanjenje'
      | 'trzisnaZakupnina'
      | 'gradjevinskaVrednost'
      | 'prethodnoProceTrzisnaVrednost'
      | 'prethodnoProcGradjevinskaVrednost'
      | 'latitude'
      | 'longitude',
  ) => (
    <FormField label={t(`nepokretnost.fields.${field}`)} htmlFor={fieldId(field)}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => {
          const props = {
            id: fieldId(field),
            locale,
            validated: false,
            inputClassName: ENTRY_INPUT_CLASS,
            error: errors[field]?.message,
            name: control.name,
            ref: control.ref,
            value: control.value,
            onValueChange: control.onChange,
            onBlur: control.onBlur,
            autoComplete: 'off',
          };
          if (field === 'umanjenje') return <PercentileField {...props} placeholder="0" />;
          if (field === 'kvadratura' || field === 'latitude' || field === 'longitude')
            return <DoubleField {...props} placeholder={field === 'kvadratura' ? '0' : undefined} />;
          return <CurrencyField {...props} placeholder={locale === 'sr' ? '0,00' : '0.00'} />;
        }}
      />
    </FormField>
  );

  const euro = (value: number, decimals: number) => formatEuro(value, decimals, locales.intl);
  const derivedRows: Array<[keyof PropertyDerivedValues, string]> = [
    ['jedinicnaCena', `${euro(derived.jedinicnaCena, 0)}/m²`],
    ['korigovanaCena', euro(derived.korigovanaCena, 2)],
    ['jedCenaNakonKor', `${euro(derived.jedCenaNakonKor, 2)}/m²`],
    ['jedinicnaCenaZakupnine', `${euro(derived.jedinicnaCenaZakupnine, 2)}/m²`],
  ];

  const vrstaItems = VRSTE_NEPOKRETNOSTI.map((vrsta) => {
    const tip = TIPOVI_NEPOKRETNOSTI.find((entry) => entry.id === tipOdVrste(vrsta.id));
    return {
      value: String(vrsta.id),
      label: locale === 'sr' ? vrsta.naziv : vrsta.nazivEn,
      description: String(vrsta.id),
      group: tip ? (locale === 'sr' ? tip.naziv : tip.nazivEn) : undefined,
    };
  });

  return (
    <>
      <FormRoot
        isEmbedded={isEmbedded}
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-label={t('nepokretnost.formLabel')}
      >
        {isStale ? (
          <StaleRecordAlert
            message={t('nepokretnost.stale.message')}
            reloadLabel={t('nepokretnost.stale.reload')}
            onReload={onReload}
          />
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title={t('nepokretnost.sections.basic')}>
            <FormField
              label={t('nepokretnost.fields.vrsta')}
              htmlFor={fieldId('vrstaId')}
              error={errors.vrstaId?.message}
              className="sm:col-span-2"
              {...required}
            >
              <Controller
                control={form.control}
                name="vrstaId"
                render={({ field }) => (
                  <Combobox
                    id={fieldId('vrstaId')}
                    isRequired
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={t('nepokretnost.choose.vrsta')}
                    items={vrstaItems}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.datum')}
              htmlFor={fieldId('datum')}
              hint={errors.datum ? undefined : t('nepokretnost.hints.datum')}
            >
              <Controller
                control={form.control}
                name="datum"
                render={({ field }) => (
                  <DateField
                    id={fieldId('datum')}
                    locale={locale}
                    format={DEFAULT_DATE_FORMAT}
                    validated={false}
                    inputClassName={ENTRY_INPUT_CLASS}
                    error={errors.datum?.message}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    autoComplete="off"
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.izvorInformacija')}
              htmlFor={fieldId('izvorInformacija')}
              error={errors.izvorInformacija?.message}
            >
              <Input id={fieldId('izvorInformacija')} autoComplete="off" {...form.register('izvorInformacija')} />
            </FormField>
            <div className="flex items-center gap-2 sm:col-span-2">
              <Controller
                control={form.control}
                name="predmetProcene"
                render={({ field }) => (
                  <Checkbox
                    id={fieldId('predmetProcene')}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <Label htmlFor={fieldId('predmetProcene')}>{t('nepokretnost.fields.predmetProcene')}</Label>
            </div>
          </Section>

          <Section title={t('nepokretnost.sections.values')}>
            {numberField('kvadratura')}
            {numberField('trazenaCena')}
            {numberField('umanjenje')}
            {numberField('trzisnaZakupnina')}
            <section
              aria-labelledby="nepokretnost-derived-title"
              className="rounded-md border border-border bg-muted/50 p-3 sm:col-span-2"
            >
              <h3 id="nepokretnost-derived-title" className="text-sm font-semibold">
                {t('nepokretnost.sections.derived')}
              </h3>
              <p className="mb-2 text-xs text-muted-foreground">{t('nepokretnost.derived.note')}</p>
              <dl aria-live="polite" className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
                {derivedRows.map(([key, text]) => (
                  <div key={key} className="flex items-baseline justify-between gap-3" data-derived={key}>
                    <dt className="text-muted-foreground">{t(`nepokretnost.derived.${key}`)}</dt>
                    <dd className="font-medium tabular-nums">{text}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {numberField('gradjevinskaVrednost')}
            {numberField('prethodnoProceTrzisnaVrednost')}
            {numberField('prethodnoProcGradjevinskaVrednost')}
          </Section>

          <Section title={t('nepokretnost.sections.place')}>
            <FormField label={t('nepokretnost.fields.drzava')} htmlFor={fieldId('drzavaId')}>
              <Select
                id={fieldId('drzavaId')}
                isRequired
                value={drzavaId}
                onValueChange={(value) => {
                  setField('drzavaId', value);
                  setField('opstinaId', '');
                  setField('gradId', '');
                  setField('katastarId', '');
                }}
                options={(drzave.data ?? []).map((drzava) => ({
                  value: String(drzava.id),
                  label: drzavaNaziv(drzava, locale),
                }))}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.opstina')}
              htmlFor={fieldId('opstinaId')}
              error={errors.opstinaId?.message}
              {...required}
            >
              <Controller
                control={form.control}
                name="opstinaId"
                render={({ field }) => (
                  <Combobox
                    id={fieldId('opstinaId')}
                    isRequired
                    disabled={drzavaId === ''}
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // A city or a cadastral municipality of another municipality would be refused.
                      setField('gradId', '');
                      setField('katastarId', '');
                    }}
                    onBlur={field.onBlur}
                    isLoading={opstine.isLoading}
                    placeholder={t('nepokretnost.choose.opstina')}
                    items={(opstine.data ?? []).map((opstina) => ({ value: String(opstina.id), label: opstina.naziv }))}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.grad')}
              htmlFor={fieldId('gradId')}
              error={errors.gradId?.message}
              hint={hasOpstina ? undefined : t('nepokretnost.choose.opstinaFirst')}
            >
              <Controller
                control={form.control}
                name="gradId"
                render={({ field }) => (
                  <Combobox
                    id={fieldId('gradId')}
                    disabled={!hasOpstina}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    isLoading={gradovi.isLoading}
                    placeholder={t('nepokretnost.choose.grad')}
                    items={(gradovi.data ?? []).map((grad) => ({ value: String(grad.id), label: grad.naziv }))}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.katastar')}
              htmlFor={fieldId('katastarId')}
              error={errors.katastarId?.message}
              hint={hasOpstina ? undefined : t('nepokretnost.choose.opstinaFirst')}
            >
              <Controller
                control={form.control}
                name="katastarId"
                render={({ field }) => (
                  <Combobox
                    id={fieldId('katastarId')}
                    disabled={!hasOpstina}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    isLoading={katastri.isLoading}
                    placeholder={t('nepokretnost.choose.katastar')}
                    items={(katastri.data ?? []).map((katastar) => ({
                      value: String(katastar.id),
                      label: katastar.naziv,
                    }))}
                    labels={comboboxLabels}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.adresa')}
              htmlFor={fieldId('adresa')}
              error={errors.adresa?.message}
              className="sm:col-span-2"
            >
              <Input id={fieldId('adresa')} autoComplete="off" {...form.register('adresa')} />
            </FormField>
            {numberField('latitude')}
            {numberField('longitude')}
          </Section>

          <Section title={t('nepokretnost.sections.building')}>
            <FormField
              label={t('nepokretnost.fields.spratSpratnost')}
              htmlFor={fieldId('spratSpratnost')}
              error={errors.spratSpratnost?.message}
              hint={errors.spratSpratnost ? undefined : t('nepokretnost.hints.spratSpratnost')}
            >
              <Input id={fieldId('spratSpratnost')} autoComplete="off" {...form.register('spratSpratnost')} />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.spratnostObjekta')}
              htmlFor={fieldId('spratnostObjekta')}
              error={errors.spratnostObjekta?.message}
            >
              <Input id={fieldId('spratnostObjekta')} autoComplete="off" {...form.register('spratnostObjekta')} />
            </FormField>
            <FormField
              label={t('nepokretnost.fields.dodatneKarakteristike')}
              htmlFor={fieldId('dodatneKarakteristike')}
              error={errors.dodatneKarakteristike?.message}
              className="sm:col-span-2"
            >
              <Textarea id={fieldId('dodatneKarakteristike')} rows={6} {...form.register('dodatneKarakteristike')} />
            </FormField>
          </Section>

          <Section title={t('nepokretnost.sections.map')} className="lg:col-span-2" contentClassName="sm:grid-cols-1">
            <LocationPicker
              value={point}
              onValueChange={(next) => {
                const texts = coordinateTexts(next, locale);
                setField('latitude', texts.latitude);
                setField('longitude', texts.longitude);
              }}
              tileUrl={config.data?.tileUrl ?? ''}
              geocoderUrl={config.data?.geocoderUrl || undefined}
              address={current.adresa.trim() === '' ? '' : geocodeAddress}
              labels={{
                map: t('nepokretnost.map.map'),
                search: t('nepokretnost.map.search'),
                searchPlaceholder: t('nepokretnost.map.searchPlaceholder'),
                findAddress: t('nepokretnost.map.findAddress'),
                clear: t('nepokretnost.map.clear'),
                notFound: t('nepokretnost.map.notFound'),
                searchFailed: t('nepokretnost.map.searchFailed'),
                hint: t('nepokretnost.map.hint'),
                marker: t('nepokretnost.map.marker'),
              }}
            />
          </Section>
        </div>

        {isEmbedded ? null : <FormFooter actions={actions} isBusy={isBusy} />}
      </FormRoot>
      {dialog}
    </>
  );
}
