import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Select, Textarea } from '@rp/ui';
import { noteSaveSchema, type Note } from '@rp/contract';
import { useSaveNote, useUpdateNote } from '../api.ts';

type NoteInput = z.input<typeof noteSaveSchema>;
type NoteValues = z.output<typeof noteSaveSchema>;

const TEKST_MAX = noteSaveSchema.shape.Tekst.maxLength;
/** Part 1 §9: priorities 1 to 3, a new note starts at 2. */
const PRIORITIES = [1, 2, 3] as const;
const DEFAULT_PRIORITY = 2;

export interface NoteDialogProps {
  radnikId: number;
  /** The note as the server has it now (edit), or null for a new one. */
  note: Note | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a worker's note: text and priority. After a refused stale edit the form shows the server's note. */
export function NoteDialog({ radnikId, note, open, onOpenChange }: NoteDialogProps) {
  const { t } = useTranslation();
  const save = useSaveNote();
  const update = useUpdateNote();
  const isPending = save.isPending || update.isPending;
  const form = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(noteSaveSchema),
    values: note
      ? { Radnik: note.Radnik, Prioritet: note.Prioritet, Tekst: note.Tekst }
      : { Radnik: radnikId, Prioritet: DEFAULT_PRIORITY, Tekst: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (note) await update.mutateAsync({ ...values, Id: note.Id, verzija: note.verzija });
      else await save.mutateAsync(values);
      onOpenChange(false);
    } catch {
      // Reported by the shared handler; the dialog stays open with what was entered.
    }
  });

  const priorityOptions = PRIORITIES.map((value) => ({
    value: String(value),
    label: t('notes.priorityOption', { value, label: t(`home.priority.${value}`) }),
  }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={note ? t('notes.editTitle') : t('notes.addTitle')}
      description={t('notes.dialogHint')}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      isSubmitting={isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('notes.text')}
        htmlFor="note-tekst"
        isRequired
        requiredLabel={t('notes.required')}
        error={textError(errors.Tekst, t)}
      >
        <Textarea id="note-tekst" rows={5} autoFocus {...form.register('Tekst')} />
      </FormField>
      <FormField label={t('notes.priority')} htmlFor="note-prioritet" className="sm:max-w-56">
        <Controller
          control={form.control}
          name="Prioritet"
          render={({ field }) => (
            <Select
              id="note-prioritet"
              options={priorityOptions}
              value={String(field.value ?? DEFAULT_PRIORITY)}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              isRequired
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}

// The contract's schema decides what is valid; its messages are Serbian, so they are shown in the interface language.
function textError(error: FieldError | undefined, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!error) return undefined;
  if (error.type === 'too_big') return t('notes.textTooLong', { max: TEKST_MAX });
  return t('notes.textRequired');
}
