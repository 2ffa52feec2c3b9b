import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardFooter, FormField, Input, useSubmitGuard } from '@rp/ui';
import { useLeaveGuard } from '../../../lib/use-leave-guard.tsx';
import { useFormDraft } from '../../../lib/form-draft.ts';
import { MASINA_CENA_MAX, masinaSaveSchema, type MasinaSave } from '@rp/contract';
import { duplicateMasinaName } from '../api.ts';
import { applyClientEntryErrors } from '../../../lib/field-errors.ts';

const IME_MAX = masinaSaveSchema.shape.Ime.maxLength;

export interface MasinaFormProps {
  /** The record as the server has it; the form follows it when it changes (after a save or a refused stale write). */
  values: MasinaSave;
  isReadOnly?: boolean;
  isPending: boolean;
  /** Saving an unchanged record is pointless: the save button waits for a change. */
  isChangeRequired?: boolean;
  /** Saves; resolves with the path to open next (or nothing to stay), rejects when the save failed (already reported). */
  onSubmit: (values: MasinaSave) => Promise<string | void>;
  onCancel?: () => void;
}

/** The equipment form (Ime, the cost per hour CenaPoSatu), shared by the create and info screens; warns before leaving unsaved changes. */
export function MasinaForm({
  values,
  isReadOnly = false,
  isPending,
  isChangeRequired = false,
  onSubmit,
  onCancel,
}: MasinaFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof masinaSaveSchema>, unknown, MasinaSave>({
    resolver: zodResolver(masinaSaveSchema),
    values,
  });
  const { isDirty, errors } = form.formState;
  const { dialog: leaveDialog, release } = useLeaveGuard(isDirty && !isReadOnly);
  useFormDraft({ form, values, isDirty: isDirty && !isReadOnly, release });

  const submitGuard = useSubmitGuard();
  const isBusy = isPending || submitGuard.isSubmitting;
  const submit = submitGuard.guard(
    form.handleSubmit(async (saved) => {
      try {
        const next = await onSubmit(saved);
        // Clean before leaving, so the guard lets the navigation through.
        release();
        form.reset(saved);
        if (next) {
          // The new record's screen replaces this one: the form stays locked until it does.
          submitGuard.hold();
          void navigate(next, { replace: true });
        }
      } catch (error) {
        // A name another machine has is shown on the field; any other failure was reported by the shared handler.
        const duplicate = duplicateMasinaName(error);
        if (duplicate) form.setError('Ime', { type: 'duplicate', message: duplicate }, { shouldFocus: true });
        else applyClientEntryErrors(error, form.setError, { Ime: 'Ime' });
      }
    }),
  );

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CardContent className="pt-5">
          <FormField
            label={t('masine.name')}
            htmlFor="masina-ime"
            isRequired={!isReadOnly}
            requiredLabel={t('masine.required')}
            error={nameError(errors.Ime, t)}
          >
            <Input
              id="masina-ime"
              autoComplete="off"
              readOnly={isReadOnly}
              maxLength={IME_MAX ?? undefined}
              {...form.register('Ime')}
            />
          </FormField>
          <FormField
            className="mt-4"
            label={t('masine.cenaPoSatu')}
            htmlFor="masina-cena"
            hint={t('masine.cenaPoSatuHint')}
            error={errors.CenaPoSatu ? t('masine.cenaPoSatuError') : undefined}
          >
            <Input
              id="masina-cena"
              type="number"
              inputMode="decimal"
              min={0}
              max={MASINA_CENA_MAX}
              step="0.01"
              readOnly={isReadOnly}
              {...form.register('CenaPoSatu', { setValueAs: (value) => (value === '' ? 0 : Number(value)) })}
            />
          </FormField>
        </CardContent>
        {!isReadOnly && (
          <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
            {onCancel && (
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" isLoading={isBusy} disabled={isBusy || (isChangeRequired && !isDirty)}>
              {t('common.save')}
            </Button>
          </CardFooter>
        )}
      </form>
      {leaveDialog}
    </Card>
  );
}

// The contract's schema decides what is valid; its messages are Serbian, so they are shown in the interface language.
function nameError(error: FieldError | undefined, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!error) return undefined;
  if (error.type === 'duplicate' || error.type === 'server') return error.message;
  if (error.type === 'too_big') return t('masine.nameTooLong', { max: IME_MAX });
  return t('masine.nameRequired');
}
