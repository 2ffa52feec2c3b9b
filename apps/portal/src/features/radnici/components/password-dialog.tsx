import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Input } from '@rp/ui';
import { changePasswordSchema, resetPasswordSchema } from '@rp/contract';
import { useChangePassword, useResetPassword } from '../api.ts';
import { parseWithSchema } from '../radnik-form.ts';
import { toFieldErrors, useIssueText } from './form-messages.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordDialogProps {
  /** 'change': the user's own password, proving the old one; 'reset': an Admin sets anyone's. */
  kind: 'change' | 'reset';
  /** The account's username (userName of the call). */
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** PUT radnici/changepassword or radnici/resetpassword in a dialog; the confirmation must equal the new password. */
export function PasswordDialog({ kind, username, open, onOpenChange }: PasswordDialogProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const change = useChangePassword();
  const reset = useResetPassword();
  const isChange = kind === 'change';
  const resolver: Resolver<PasswordValues> = (values) => {
    const newPassword = { field: 'newPassword', username, confirmField: 'confirmPassword' };
    const parsed = isChange
      ? parseWithSchema(changePasswordSchema, { userName: username, ...values }, newPassword)
      : parseWithSchema(
          resetPasswordSchema,
          { userName: username, newPassword: values.newPassword, confirmPassword: values.confirmPassword },
          newPassword,
        );
    return parsed.ok
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors<PasswordValues>(parsed.issues, issueText) };
  };
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, resolver, mode: 'onTouched' });
  const { errors } = form.formState;
  const isPending = change.isPending || reset.isPending;
  const prefix = `radnik-${kind}`;

  const close = (isOpen: boolean) => {
    if (!isOpen) form.reset(EMPTY);
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (isChange) await change.mutateAsync({ userName: username, ...values });
      else
        await reset.mutateAsync({
          userName: username,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        });
    } catch {
      // The shared handler has shown the server's message; the dialog stays open for another try.
      return;
    }
    close(false);
  });

  const title = isChange ? t('radnik.password.changeTitle') : t('radnik.password.resetTitle');
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      size="sm"
      title={title}
      description={isChange ? t('radnik.password.changeHint') : t('radnik.password.resetHint', { username })}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={isChange ? t('radnik.password.change') : t('radnik.password.reset')}
      isSubmitting={isPending}
      onSubmit={submit}
    >
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {isChange ? (
        <FormField
          label={t('radnik.fields.oldPassword')}
          htmlFor={`${prefix}-old`}
          error={errors.oldPassword?.message}
          isRequired
          requiredLabel={t('radnik.required')}
        >
          <Input
            id={`${prefix}-old`}
            type="password"
            autoComplete="current-password"
            {...form.register('oldPassword')}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('radnik.fields.newPassword')}
        htmlFor={`${prefix}-new`}
        error={errors.newPassword?.message}
        hint={t('radnik.hints.password')}
        isRequired
        requiredLabel={t('radnik.required')}
      >
        <Input id={`${prefix}-new`} type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        label={t('radnik.fields.confirmPassword')}
        htmlFor={`${prefix}-confirm`}
        error={errors.confirmPassword?.message}
        isRequired
        requiredLabel={t('radnik.required')}
      >
        <Input
          id={`${prefix}-confirm`}
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </FormField>
    </FormDialog>
  );
}
