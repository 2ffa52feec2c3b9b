import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmitGuard } from '@rp/ui';
import { applyClientEntryErrors, sameNames } from './field-errors.ts';

export interface RecordFormSubmitOptions<V extends FieldValues, B, R> {
  form: UseFormReturn<V, unknown, B>;
  /** Sends the checked body; a rejection leaves the form as typed (the failure has been reported or is shown here). */
  onSave: (body: B) => Promise<R>;
  /** After a successful save, with the leave guard released and the form clean. */
  onSaved?: (result: R) => void;
  /** The caller's own save is on its way (a mutation's pending state). */
  isSaving: boolean;
  /** The leave guard's release: a saved form is left without asking. */
  release: () => void;
  /** A refused save; by default the server's field errors go onto their fields (the first one focused). */
  onSaveError?: (error: unknown) => void;
}

/**
 * The submit of a record's form (a client, job, task, valuation): one save at a time (a second click or Enter while the
 * first is on its way sends nothing, validation included), the server's field errors onto their fields, and after a
 * save the leave guard released and the form clean before `onSaved` runs (it may navigate away).
 */
export function useRecordFormSubmit<V extends FieldValues, B, R>({
  form,
  onSave,
  onSaved,
  isSaving,
  release,
  onSaveError,
}: RecordFormSubmitOptions<V, B, R>) {
  const submitGuard = useSubmitGuard();
  const submit = submitGuard.guard(
    form.handleSubmit(async (body) => {
      let result: R;
      try {
        result = await onSave(body);
      } catch (error) {
        if (onSaveError) onSaveError(error);
        // The form's field names are its values' keys, so each is a path of the form.
        else applyClientEntryErrors(error, form.setError, sameNames(form.getValues()) as Record<string, FieldPath<V>>);
        return;
      }
      release();
      form.reset(form.getValues());
      if (onSaved) {
        // It leaves the screen: the form stays locked until the next screen replaces it.
        submitGuard.hold();
        onSaved(result);
      }
    }),
  );
  return { submit, isBusy: isSaving || submitGuard.isSubmitting };
}
