import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rp/contract';
import { entryMessage } from '../../../lib/entry-messages.ts';
import type { FormIssue, FormIssues } from '../radnik-form.ts';

/** The text of a form issue: entry-type failures keep the specification's wording ('invalid data') in English. */
export function useIssueText() {
  const { t } = useTranslation();
  return useCallback(
    (issue: FormIssue): string => {
      if (issue.code === 'entry') return entryMessage(issue.entryCode);
      if (issue.code === 'passwordRule')
        return t(`errors.password.${issue.rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
      return t(`radnik.errors.${issue.code}`, { ...issue });
    },
    [t],
  );
}

/** Form issues as react-hook-form field errors. */
export function toFieldErrors<T extends FieldValues>(
  issues: FormIssues<string>,
  text: (issue: FormIssue) => string,
): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, issue] of Object.entries(issues)) {
    if (issue) errors[field] = { type: issue.code, message: text(issue) };
  }
  return errors as FieldErrors<T>;
}
