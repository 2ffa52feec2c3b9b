import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Combobox,
  FormField,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
} from '@rp/ui';
import { MATICNI_BROJ_MAX, klijentCreateSchema, type Lice } from '@rp/contract';
import { applyClientEntryErrors, maxLengthOf, sameNames } from '../../../lib/field-errors.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { useRecordFormSubmit } from '../../../lib/use-record-form-submit.ts';
import { LocationFields } from '../../radnici/components/location-fields.tsx';
import { bankeQuery, isDuplicateRegistryNumber } from '../api.ts';
import { maticniBrojIssue, type KlijentFormValues, type KlijentIssue, type KlijentIssues } from '../klijent-form.ts';
import { FormFooter } from '../../../lib/form-footer.tsx';

type Parsed<B> = { ok: true; body: B } | { ok: false; issues: KlijentIssues };

export interface KlijentFormProps<B, R> {
  values: KlijentFormValues;
  /** Form values → the call's body, checked by the contract's schema. */
  parse: (values: KlijentFormValues) => Parsed<B>;
  /** Sends the body; a rejection leaves the form as it is (the failure has been reported or is shown here). */
  onSave: (body: B) => Promise<R>;
  /** After a successful save, with the leave guard released. */
  onSaved?: (result: R) => void;
  isSaving: boolean;
  /** Extra buttons beside Save (e.g. Cancel). */
  actions?: ReactNode;
  /** The record keeps its kind (a bank its bankers belong to): the other kinds are not offered. */
  isKindLocked?: boolean;
}

function useIssueText() {
  const { t } = useTranslation();
  return (issue: KlijentIssue) => t(`klijent.errors.${issue.code}`, { ...issue });
}

/** The client, bank and banker form of the create and info screens (part 1 §3, §5). */
export function KlijentForm<B, R>({
  values,
  parse,
  onSave,
  onSaved,
  isSaving,
  actions,
  isKindLocked = false,
}: KlijentFormProps<B, R>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const resolver: Resolver<KlijentFormValues, unknown, B> = (formValues) => {
    const parsed = parse(formValues);
    if (parsed.ok) return { values: parsed.body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of Object.entries(parsed.issues))
      if (issue) errors[field] = { type: issue.code, message: issueText(issue) };
    return { values: {}, errors: errors as FieldErrors<KlijentFormValues> };
  };
  const form = useForm<KlijentFormValues, unknown, B>({ values, resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(isDirty);
  useFormDraft({ form, values, isDirty, release });
  const [tip, lice, maticniBroj] = useWatch({ control: form.control, name: ['tip', 'lice', 'maticniBroj'] });
  const isBankar = tip === '3';
  const banke = useQuery({ ...bankeQuery(), enabled: isBankar });
  // The registry-number rule is checked while typing (part 1 §5), and again when the kind of person changes.
  const liveMaticni = maticniBrojIssue(maticniBroj, Number(lice) as Lice);
  const maticniError =
    errors.maticniBroj?.type === 'duplicate'
      ? errors.maticniBroj.message
      : liveMaticni
        ? issueText(liveMaticni)
        : undefined;
  const { submit, isBusy } = useRecordFormSubmit({
    form,
    onSave,
    onSaved,
    isSaving,
    release,
    onSaveError: (error) => {
      if (isDuplicateRegistryNumber(error))
        form.setError(
          'maticniBroj',
          { type: 'duplicate', message: t('klijent.errors.duplicate') },
          { shouldFocus: true },
        );
      else applyClientEntryErrors(error, form.setError, sameNames(form.getValues()));
    },
  });

  const required = { isRequired: true, requiredLabel: t('klijent.required') };

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
        aria-label={t('klijent.formLabel')}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('klijent.sections.basic')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('klijent.fields.tip')}</legend>
                <Controller
                  control={form.control}
                  name="tip"
                  render={({ field }) => (
                    <RadioGroup value={field.value} onValueChange={field.onChange} className="content-start gap-2.5">
                      {(['1', '2', '3'] as const).map((value) => (
                        <div key={value} className="flex items-center gap-2">
                          <RadioGroupItem
                            value={value}
                            id={`klijent-tip-${value}`}
                            disabled={isKindLocked && value !== values.tip}
                          />
                          <Label htmlFor={`klijent-tip-${value}`}>{t(`klijent.tip.${value}`)}</Label>
                        </div>
                      ))}
                    </RadioGroup>
                  )}
                />
                {isKindLocked ? <p className="text-xs text-muted-foreground">{t('klijent.kindLocked')}</p> : null}
              </fieldset>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('klijent.fields.lice')}</legend>
                <Controller
                  control={form.control}
                  name="lice"
                  render={({ field }) => (
                    <RadioGroup
                      value={field.value}
                      onValueChange={(value) => {
                        field.onChange(value);
                        // A duplicate found for a legal person says nothing about a natural one.
                        if (errors.maticniBroj?.type === 'duplicate') form.clearErrors('maticniBroj');
                      }}
                      className="content-start gap-2.5"
                    >
                      {(['1', '2'] as const).map((value) => (
                        <div key={value} className="flex items-center gap-2">
                          <RadioGroupItem value={value} id={`klijent-lice-${value}`} />
                          <Label htmlFor={`klijent-lice-${value}`}>{t(`klijent.lice.${value}`)}</Label>
                        </div>
                      ))}
                    </RadioGroup>
                  )}
                />
              </fieldset>
              <FormField
                label={t('klijent.fields.naziv')}
                htmlFor="klijent-naziv"
                error={errors.naziv?.message}
                className="sm:col-span-2"
                {...required}
              >
                <Input
                  id="klijent-naziv"
                  autoComplete="organization"
                  maxLength={maxLengthOf(klijentCreateSchema.shape.naziv)}
                  {...form.register('naziv')}
                />
              </FormField>
              <FormField
                label={t('klijent.fields.maticniBroj')}
                htmlFor="klijent-maticni-broj"
                error={maticniError}
                hint={
                  maticniError
                    ? undefined
                    : t('klijent.hints.maticniBroj', { max: MATICNI_BROJ_MAX[Number(lice) as Lice] })
                }
              >
                <Input
                  id="klijent-maticni-broj"
                  inputMode="numeric"
                  autoComplete="off"
                  className="font-mono"
                  {...form.register('maticniBroj', {
                    onChange: () => {
                      if (errors.maticniBroj?.type === 'duplicate') form.clearErrors('maticniBroj');
                    },
                  })}
                />
              </FormField>
              {isBankar ? (
                <FormField
                  label={t('klijent.fields.banka')}
                  htmlFor="klijent-banka"
                  error={errors.idBanke?.message}
                  {...required}
                >
                  <Controller
                    control={form.control}
                    name="idBanke"
                    render={({ field }) => (
                      <Combobox
                        id="klijent-banka"
                        isRequired
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        isLoading={banke.isLoading}
                        placeholder={t('klijent.chooseBank')}
                        items={(banke.data ?? []).map((banka) => ({ value: String(banka.id), label: banka.naziv }))}
                        labels={{
                          search: t('common.search'),
                          empty: t('klijent.nothingFound'),
                          clear: t('klijent.clear'),
                          loading: t('common.loading'),
                        }}
                      />
                    )}
                  />
                </FormField>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('klijent.sections.contact')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('klijent.fields.adresa')}
                htmlFor="klijent-adresa"
                error={errors.adresa?.message}
                className="sm:col-span-2"
              >
                <Input
                  id="klijent-adresa"
                  autoComplete="street-address"
                  maxLength={maxLengthOf(klijentCreateSchema.shape.adresa)}
                  {...form.register('adresa')}
                />
              </FormField>
              <FormField label={t('klijent.fields.telefon')} htmlFor="klijent-telefon" error={errors.telefon?.message}>
                <Input
                  id="klijent-telefon"
                  type="tel"
                  autoComplete="tel"
                  maxLength={maxLengthOf(klijentCreateSchema.shape.telefon)}
                  {...form.register('telefon')}
                />
              </FormField>
              <FormField label={t('klijent.fields.email')} htmlFor="klijent-email" error={errors.email?.message}>
                <Input
                  id="klijent-email"
                  type="email"
                  autoComplete="email"
                  maxLength={maxLengthOf(klijentCreateSchema.shape.email)}
                  {...form.register('email')}
                />
              </FormField>
              <FormField
                label={t('klijent.fields.latitude')}
                htmlFor="klijent-latitude"
                error={errors.latitude?.message}
                hint={t('klijent.hints.coordinates')}
              >
                <Input id="klijent-latitude" inputMode="decimal" autoComplete="off" {...form.register('latitude')} />
              </FormField>
              <FormField
                label={t('klijent.fields.longitude')}
                htmlFor="klijent-longitude"
                error={errors.longitude?.message}
              >
                <Input id="klijent-longitude" inputMode="decimal" autoComplete="off" {...form.register('longitude')} />
              </FormField>
            </CardContent>
          </Card>

          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('klijent.sections.place')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Controller
                control={form.control}
                name="idOpstine"
                render={({ field: opstina }) => (
                  <Controller
                    control={form.control}
                    name="idGrada"
                    render={({ field: grad }) => (
                      <LocationFields
                        idOpstine={opstina.value}
                        idGrada={grad.value}
                        onOpstinaChange={opstina.onChange}
                        onGradChange={grad.onChange}
                      />
                    )}
                  />
                )}
              />
            </CardContent>
          </Card>
        </div>

        <FormFooter actions={actions} isBusy={isBusy} />
      </form>
      {dialog}
    </>
  );
}
