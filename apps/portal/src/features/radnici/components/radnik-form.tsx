import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { format } from 'date-fns';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DatePicker,
  FormField,
  Input,
  Label,
  Select,
  Switch,
  cn,
} from '@rp/ui';
import { CurrencyField, IntegerField } from '@rp/fields/react';
import { radnikCreateSchema, type Role } from '@rp/contract';
import { maxLengthOf } from '../../../lib/field-errors.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { useRecordFormSubmit } from '../../../lib/use-record-form-submit.ts';
import {
  remainingLeave,
  roleOptions,
  type FormIssues,
  type RadnikAccess,
  type RadnikFormField,
  type RadnikFormValues,
} from '../radnik-form.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { toFieldErrors, useIssueText } from './form-messages.ts';
import { LocationFields } from './location-fields.tsx';
import { ENTRY_INPUT_CLASS } from '../../../lib/entry-input.ts';

/** The entry fields carry no tailwind-merge: match the design system's input with `!` utilities. */

type Parsed<B> = { ok: true; body: B } | { ok: false; issues: FormIssues<RadnikFormField> };

export interface RadnikFormProps<B, R> {
  /** A new worker has password fields; an existing one changes it in the password dialogs. */
  isNew: boolean;
  values: RadnikFormValues;
  access: RadnikAccess;
  /** The record's role, offered even when the user may not grant it (e.g. the Demo login's own role). */
  currentRole?: Role;
  /** Form values → the call's body, checked by the contract's schema. */
  parse: (values: RadnikFormValues) => Parsed<B>;
  /** Sends the body; a rejection leaves the form as it is (the shared handler has reported it). */
  onSave: (body: B) => Promise<R>;
  /** After a successful save, with the leave guard released. */
  onSaved?: (result: R) => void;
  isSaving: boolean;
  /** Extra buttons beside Save (e.g. Cancel). */
  actions?: ReactNode;
}

interface SectionCardProps {
  title: string;
  description?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

function SectionCard({ title, description, className, contentClassName, children }: SectionCardProps) {
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

/** The worker form of both the create and the info screen (part 1 §2, §3, §5). */
export function RadnikForm<B, R>({
  isNew,
  values,
  access,
  currentRole,
  parse,
  onSave,
  onSaved,
  isSaving,
  actions,
}: RadnikFormProps<B, R>) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const issueText = useIssueText();
  const resolver: Resolver<RadnikFormValues, unknown, B> = (formValues) => {
    const parsed = parse(formValues);
    return parsed.ok
      ? { values: parsed.body, errors: {} }
      : { values: {}, errors: toFieldErrors<RadnikFormValues>(parsed.issues, issueText) };
  };
  const form = useForm<RadnikFormValues, unknown, B>({ values, resolver, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const { dialog, release } = useLeaveGuard(isDirty && access.canEdit);
  useFormDraft({ form, values, isDirty: isDirty && access.canEdit, release, omit: ['password', 'confirmPassword'] });
  const [slobodniDani, iskoristeniDani] = useWatch({
    control: form.control,
    name: ['slobodniDani', 'IskoristeniDani'],
  });
  const remaining = remainingLeave(slobodniDani, iskoristeniDani);

  const isReadOnly = !access.canEdit;
  const isPrivilegedReadOnly = !access.canEditPrivileged;
  const notice = isReadOnly
    ? t('radnik.access.readOnly')
    : isPrivilegedReadOnly
      ? t('radnik.access.ownRecord')
      : !access.canEditRoleAndStatus
        ? t('radnik.access.ownAdmin')
        : null;

  // Planned time counts from the start date to the leaving date: both are the manager's to set.
  const dateField = (name: 'datumPocetka' | 'datumOdlaska', id: string) => (
    <FormField label={t(`radnik.fields.${name}`)} htmlFor={id} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DatePicker
            id={id}
            locale={locale}
            readOnly={isPrivilegedReadOnly}
            value={field.value ? new Date(`${field.value}T00:00:00`) : null}
            onValueChange={(date) => field.onChange(date ? format(date, 'yyyy-MM-dd') : '')}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );

  // The number entries share everything but their type: rate in dinars, leave days as whole numbers.
  const entryField = (
    name: 'cenaRada' | 'slobodniDani' | 'IskoristeniDani',
    id: string,
    kind: 'currency' | 'integer',
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const props = {
          id,
          locale,
          validated: false,
          inputClassName: ENTRY_INPUT_CLASS,
          readOnly: isPrivilegedReadOnly,
          error: errors[name]?.message,
          name: field.name,
          ref: field.ref,
          value: field.value,
          onValueChange: field.onChange,
          onBlur: field.onBlur,
        };
        return kind === 'currency' ? (
          <CurrencyField {...props} placeholder={locale === 'sr' ? '0,00' : '0.00'} />
        ) : (
          <IntegerField {...props} />
        );
      }}
    />
  );

  // One save at a time; a field the server refused shows on its input (the shared handler has reported the refusal).
  const { submit, isBusy } = useRecordFormSubmit({ form, onSave, onSaved, isSaving, release });

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
        aria-label={t('radnik.formLabel')}
      >
        {notice ? (
          <p className="flex items-start gap-2 rounded-md border border-info/30 bg-info/10 px-3 py-2 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
            {notice}
          </p>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <SectionCard title={t('radnik.sections.basic')}>
            <FormField
              label={t('radnik.fields.ime')}
              htmlFor="radnik-ime"
              error={errors.ime?.message}
              isRequired
              requiredLabel={t('radnik.required')}
            >
              <Input
                id="radnik-ime"
                autoComplete="given-name"
                readOnly={isReadOnly}
                maxLength={maxLengthOf(radnikCreateSchema.shape.ime)}
                {...form.register('ime')}
              />
            </FormField>
            <FormField
              label={t('radnik.fields.prezime')}
              htmlFor="radnik-prezime"
              error={errors.prezime?.message}
              isRequired
              requiredLabel={t('radnik.required')}
            >
              <Input
                id="radnik-prezime"
                autoComplete="family-name"
                readOnly={isReadOnly}
                maxLength={maxLengthOf(radnikCreateSchema.shape.prezime)}
                {...form.register('prezime')}
              />
            </FormField>
            <FormField
              label={t('radnik.fields.username')}
              htmlFor="radnik-username"
              error={errors.username?.message}
              hint={isNew ? t('radnik.hints.username') : undefined}
              isRequired
              requiredLabel={t('radnik.required')}
              className="sm:col-span-2"
            >
              <Input
                id="radnik-username"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                readOnly={isPrivilegedReadOnly}
                maxLength={maxLengthOf(radnikCreateSchema.shape.username)}
                {...form.register('username')}
              />
            </FormField>
            {isNew ? (
              <>
                <FormField
                  label={t('radnik.fields.password')}
                  htmlFor="radnik-password"
                  error={errors.password?.message}
                  hint={t('radnik.hints.password')}
                  isRequired
                  requiredLabel={t('radnik.required')}
                >
                  <Input
                    id="radnik-password"
                    type="password"
                    autoComplete="new-password"
                    {...form.register('password')}
                  />
                </FormField>
                <FormField
                  label={t('radnik.fields.confirmPassword')}
                  htmlFor="radnik-confirm-password"
                  error={errors.confirmPassword?.message}
                  isRequired
                  requiredLabel={t('radnik.required')}
                >
                  <Input
                    id="radnik-confirm-password"
                    type="password"
                    autoComplete="new-password"
                    {...form.register('confirmPassword')}
                  />
                </FormField>
              </>
            ) : null}
          </SectionCard>

          <SectionCard title={t('radnik.sections.employment')}>
            <FormField
              label={t('radnik.fields.permission')}
              htmlFor="radnik-permission"
              error={errors.permission?.message}
              hint={access.canGrantAdmin || isPrivilegedReadOnly ? undefined : t('radnik.hints.adminByAdmin')}
              isRequired
              requiredLabel={t('radnik.required')}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="permission"
                  render={({ field }) => (
                    <Select
                      {...control}
                      isRequired
                      disabled={!access.canEditRoleAndStatus}
                      value={field.value}
                      onValueChange={(value) => field.onChange(value as Role)}
                      onBlur={field.onBlur}
                      options={roleOptions(access.canGrantAdmin, currentRole).map((role) => ({
                        value: role,
                        label: t(`roles.${role}`),
                      }))}
                    />
                  )}
                />
              )}
            </FormField>
            <div className="flex items-center gap-3 sm:pt-6">
              <Controller
                control={form.control}
                name="aktivan"
                render={({ field }) => (
                  <Switch
                    id="radnik-aktivan"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!access.canEditRoleAndStatus}
                  />
                )}
              />
              <Label htmlFor="radnik-aktivan">{t('radnik.fields.aktivan')}</Label>
            </div>
            <FormField label={t('radnik.fields.cenaRada')} htmlFor="radnik-cena-rada" className="sm:col-span-2">
              {entryField('cenaRada', 'radnik-cena-rada', 'currency')}
            </FormField>
            {dateField('datumPocetka', 'radnik-datum-pocetka')}
            {dateField('datumOdlaska', 'radnik-datum-odlaska')}
            <p className="text-xs text-muted-foreground sm:col-span-2">{t('radnik.employmentHint')}</p>
            <FormField
              label={t('radnik.fields.slobodniDani')}
              htmlFor="radnik-slobodni-dani"
              isRequired
              requiredLabel={t('radnik.required')}
            >
              {entryField('slobodniDani', 'radnik-slobodni-dani', 'integer')}
            </FormField>
            <FormField
              label={t('radnik.fields.iskoristeniDani')}
              htmlFor="radnik-iskoristeni-dani"
              isRequired
              requiredLabel={t('radnik.required')}
            >
              {entryField('IskoristeniDani', 'radnik-iskoristeni-dani', 'integer')}
            </FormField>
            <div className="flex items-baseline justify-between gap-3 rounded-md bg-muted/60 px-3 py-2 sm:col-span-2">
              <span className="text-sm text-muted-foreground" id="radnik-preostalo-label">
                {t('radnik.fields.preostalo')}
              </span>
              <output
                aria-labelledby="radnik-preostalo-label"
                data-testid="radnik-preostalo"
                className="text-lg font-semibold tabular-nums"
              >
                {remaining ?? '—'}
              </output>
            </div>
          </SectionCard>

          <SectionCard
            title={t('radnik.sections.place')}
            description={t('radnik.hints.place')}
            className="lg:col-span-2"
            contentClassName="lg:grid-cols-3"
          >
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
                      isReadOnly={isReadOnly}
                    />
                  )}
                />
              )}
            />
          </SectionCard>
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {actions}
          {!isNew && access.canEdit ? (
            <Button type="button" variant="outline" disabled={!isDirty || isBusy} onClick={() => form.reset()}>
              {t('radnik.actions.discard')}
            </Button>
          ) : null}
          {access.canEdit ? (
            <Button type="submit" isLoading={isBusy} disabled={isBusy}>
              {t('common.save')}
            </Button>
          ) : null}
        </div>
      </form>
      {dialog}
    </>
  );
}
