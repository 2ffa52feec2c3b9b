import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, FileSpreadsheet, FileText } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Spinner,
  formatFileSize,
} from '@rp/ui';
import { ErrorType } from '@rp/contract';
import { report } from '../../../lib/notify.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { IzvozError, downloadIzvoz, type IzvozFormat, type IzvozProgress } from '../api.ts';
import type { ProceneFilter } from '../filters.ts';

interface IzvozButtonProps {
  filter: ProceneFilter;
  /** The download itself; the stories and tests pass their own. */
  download?: typeof downloadIzvoz;
}

/**
 * Excel export of the filtered list (GET procene/izvoz, at most 5,000 rows): a choice of xlsx or csv, the bytes
 * received while the server streams the file, and a refusal shown as the error notice.
 */
export function IzvozButton({ filter, download = downloadIzvoz }: IzvozButtonProps) {
  const { t } = useTranslation();
  const locales = useLocales();
  const [progress, setProgress] = useState<IzvozProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (format: IzvozFormat) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ received: 0, total: null });
    try {
      await download(filter, format, setProgress, controller.signal);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      const failure =
        error instanceof IzvozError ? error : new IzvozError(ErrorType.Danger, 0, t('procenaApi.errors.exportFailed'));
      report(failure.type, failure.code, failure.message, 'IzvozProcena');
    } finally {
      abort.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  const size = (bytes: number) => formatFileSize(bytes, locales.intl);
  const status =
    progress === null
      ? null
      : progress.total
        ? t('proceneList.export.progressOf', { received: size(progress.received), total: size(progress.total) })
        : t('proceneList.export.progress', { received: size(progress.received) });

  return (
    <div className="flex items-center gap-2">
      {status ? (
        <span role="status" className="text-sm text-muted-foreground tabular-nums">
          {status}
        </span>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" disabled={progress !== null} aria-busy={progress !== null}>
            {progress !== null ? (
              <Spinner size="sm" label={t('proceneList.export.running')} />
            ) : (
              <FileSpreadsheet aria-hidden className="size-4" />
            )}
            {t('proceneList.export.button')}
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('proceneList.export.choose')}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => void start('xlsx')}>
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('proceneList.export.xlsx')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void start('csv')}>
            <FileText aria-hidden className="size-4" />
            {t('proceneList.export.csv')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
