import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@rp/ui';
import { ErrorCode, IMPORT_MAX_BYTES, imaPrevod, prevedi, type ImportOdgovor } from '@rp/contract';

/** What one import ended with: the server's answer, or an HTTP failure (0 = no answer). */
export type ImportOutcome =
  | { kind: 'done'; fileName: string; odgovor: ImportOdgovor }
  | { kind: 'failed'; fileName: string; status: number; errorCode?: number | undefined; message?: string | undefined };

interface ImportResultProps extends ComponentProps<'div'> {
  outcome: ImportOutcome;
}

/** The rows as the user sees them in the file: the reported 0-based data-row index plus 2 (part 2 §8). */
export function fileRows(errorRows: readonly number[]): string {
  return errorRows.map((row) => row + 2).join(', ');
}

/**
 * The server's own sentence about the file, in the screen's language: the upload names that language, so the server
 * answers in it; a Serbian sentence that still reaches an English screen is translated from the message catalogue.
 */
function serverSentence(message: string | undefined, isSerbian: boolean): string | undefined {
  if (!message) return undefined;
  return !isSerbian && imaPrevod(message) ? prevedi(message, 'en') : message;
}

/**
 * What a refused import says. A 400, 413 or 415 names what is wrong with the file (a missing column, a table that
 * unpacks too large, a damaged workbook): the server's sentence, else the kind.
 */
export function failureText(outcome: Extract<ImportOutcome, { kind: 'failed' }>, t: TFunction, isSerbian: boolean) {
  const mb = IMPORT_MAX_BYTES / 1024 / 1024;
  if (outcome.status === 401 || outcome.status === 403) return t('nepokretnostiImport.result.noPermission');
  const fallback: Partial<Record<number, string>> = {
    400: t('nepokretnostiImport.result.refusedFile'),
    413: t('nepokretnostiImport.result.tooLarge', { mb }),
    415: t('nepokretnostiImport.result.notATable'),
  };
  const kind = fallback[outcome.status];
  if (kind === undefined) return t('nepokretnostiImport.result.failed');
  return serverSentence(outcome.message, isSerbian) ?? kind;
}

/** The outcome of an import: counts, then (on a non-zero error code) the refused rows as file row numbers. */
export function ImportResult({ outcome, className, ...props }: ImportResultProps) {
  const { t, i18n } = useTranslation();
  const isSerbian = !i18n.language.startsWith('en');
  if (outcome.kind === 'failed') {
    return (
      <Card data-slot="import-result" role="alert" className={cn('border-danger/50', className)} {...props}>
        <CardContent className="flex items-start gap-2 py-4 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          <div className="space-y-1">
            <p className="font-medium">{failureText(outcome, t, isSerbian)}</p>
            <p className="text-muted-foreground">{t('nepokretnostiImport.result.file', { name: outcome.fileName })}</p>
          </div>
        </CardContent>
      </Card>
    );
  }
  const { odgovor } = outcome;
  const hasErrors = odgovor.error.ErrorCode !== 0 || odgovor.errorRows.length > 0;
  const headline = hasErrors
    ? t('nepokretnostiImport.result.partial', { saved: odgovor.saved, total: odgovor.totalNumberOfRows })
    : odgovor.saved === 0 && odgovor.skipped > 0
      ? t('nepokretnostiImport.result.nothingNew')
      : t('nepokretnostiImport.result.success', { count: odgovor.saved });
  return (
    <Card
      data-slot="import-result"
      role={hasErrors ? 'alert' : 'status'}
      className={cn(hasErrors ? 'border-warning/60' : 'border-success/60', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {hasErrors ? (
            <CircleAlert aria-hidden className="size-5 text-warning" />
          ) : (
            <CircleCheck aria-hidden className="size-5 text-success" />
          )}
          {t('nepokretnostiImport.result.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('nepokretnostiImport.result.file', { name: outcome.fileName })}
        </p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="font-medium">{headline}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground">
          <li>{t('nepokretnostiImport.result.total', { count: odgovor.totalNumberOfRows })}</li>
          <li>{t('nepokretnostiImport.result.saved', { count: odgovor.saved })}</li>
          <li>{t('nepokretnostiImport.result.skipped', { count: odgovor.skipped })}</li>
          {odgovor.errorRows.length > 0 ? (
            <li>{t('nepokretnostiImport.result.refused', { count: odgovor.errorRows.length })}</li>
          ) : null}
        </ul>
        {hasErrors && odgovor.error.ErrorCode === ErrorCode.ImportRowsRejected && odgovor.errorRows.length > 0 ? (
          <p data-testid="import-failed-rows" className="rounded-md bg-warning-subtle p-3 break-words">
            {t('nepokretnostiImport.result.failedRows', { rows: fileRows(odgovor.errorRows) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
