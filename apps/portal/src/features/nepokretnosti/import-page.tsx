import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageHeader,
  Spinner,
  Uploader,
  saveResponse,
  type UploadItem,
  formatNumber,
} from '@rp/ui';
import {
  ErrorType,
  IMPORT_FIELD,
  IMPORT_KOLONE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEMPLATE_NAME,
  NEPOKRETNOSTI_PATHS,
  importOdgovorSchema,
} from '@rp/contract';
import { useUploaderRequest } from '../../lib/use-uploader-request.ts';
import { report } from '../../lib/notify.ts';
import { fetchFile, handleUploadAuthFailure, isAuthFailure } from '../../lib/api-client.ts';
import { nepokretnostiListKeys } from './api.ts';
import { ImportResult, type ImportOutcome } from './import-result.tsx';

/** The import takes one file at a time (part 2 §4, §9). */
const IMPORT_QUEUE_LIMIT = 1;
const ACCEPTED = ['xlsx', 'csv'] as const;

/** The file's columns: the header text of the template and what each holds. */
function ImportLayout() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('nepokretnostiImport.column')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('nepokretnostiImport.meaning')}
            </th>
          </tr>
        </thead>
        <tbody>
          {IMPORT_KOLONE.map((kolona) => (
            <tr key={kolona.kljuc} className="border-b border-border/60 align-top last:border-0">
              <td className="py-1.5 pr-4 whitespace-nowrap">
                <code lang="sr" translate="no" className="rounded bg-muted px-1.5 py-0.5 text-xs">
                  {kolona.naziv}
                </code>
                {kolona.obavezna ? (
                  <span className="ml-2 text-xs text-danger">{t('nepokretnostiImport.required')}</span>
                ) : null}
              </td>
              <td className="py-1.5">{t(`nepokretnostiImport.kolone.${kolona.kljuc}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The property import (Admin): the layout, the template, one file's upload, then the outcome. */
export function NepokretnostiImportPage() {
  const { t } = useTranslation();
  const uploaderRequest = useUploaderRequest();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [isProcessing, setIsProcessing] = useState(false);
  // A new Uploader after each outcome: the queue of one is free for the next file, and the result speaks for it.
  const [round, setRound] = useState(0);
  const [isDownloading, setIsDownloading] = useState(false);

  const finish = (next: ImportOutcome) => {
    setOutcome(next);
    setIsProcessing(false);
    setRound((value) => value + 1);
  };

  const onQueueChange = (items: UploadItem[]) => {
    const item = items[0];
    if (item?.status === 'uploading' && item.progress >= 100) setIsProcessing(true);
    if (item?.status === 'uploading' || item?.status === 'queued') setOutcome(undefined);
    if (item?.status === 'canceled') setIsProcessing(false);
  };

  const template = async () => {
    setIsDownloading(true);
    try {
      await saveResponse(await fetchFile(NEPOKRETNOSTI_PATHS.importTemplate), IMPORT_TEMPLATE_NAME);
    } catch (error) {
      if (!isAuthFailure(error))
        report(ErrorType.Danger, undefined, t('nepokretnostiImport.templateFailed'), 'ImportTemplate');
    } finally {
      setIsDownloading(false);
    }
  };

  const mb = IMPORT_MAX_BYTES / 1024 / 1024;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <PageHeader title={t('title.import')} />
        <p className="max-w-3xl text-sm text-muted-foreground">{t('nepokretnostiImport.intro')}</p>
        <Button variant="outline" onClick={() => void template()} disabled={isDownloading}>
          {isDownloading ? (
            <Spinner size="sm" label={t('common.loading')} />
          ) : (
            <Download aria-hidden className="size-4" />
          )}
          {t('nepokretnostiImport.template')}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('nepokretnostiImport.uploadTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <Uploader
                key={round}
                url={NEPOKRETNOSTI_PATHS.import}
                fieldName={IMPORT_FIELD}
                limit={IMPORT_QUEUE_LIMIT}
                accept={ACCEPTED}
                concurrency={1}
                {...uploaderRequest}
                onQueueChange={onQueueChange}
                onUploaded={(item, body) => {
                  const parsed = importOdgovorSchema.safeParse(body);
                  if (!parsed.success) {
                    finish({ kind: 'failed', fileName: item.file.name, status: 500 });
                    return;
                  }
                  finish({ kind: 'done', fileName: item.file.name, odgovor: parsed.data });
                  void queryClient.invalidateQueries({ queryKey: nepokretnostiListKeys.all });
                }}
                onUploadError={(item, status, body) => {
                  // An expired session goes to login like any call; a refusal keeps the spec's message here.
                  if (status !== 403 && handleUploadAuthFailure(status, body)) return;
                  const error = body as { ErrorCode?: number; Message?: string } | null;
                  finish({
                    kind: 'failed',
                    fileName: item.file.name,
                    status,
                    errorCode: error?.ErrorCode,
                    message: error?.Message,
                  });
                }}
                labels={{
                  dropzone: t('nepokretnostiImport.upload.dropzone'),
                  browse: t('nepokretnostiImport.upload.browse'),
                  hint: t('nepokretnostiImport.upload.hint'),
                  cancel: t('nepokretnostiImport.upload.cancel'),
                  retry: t('nepokretnostiImport.upload.retry'),
                  remove: t('nepokretnostiImport.upload.remove'),
                  clearFinished: t('nepokretnostiImport.upload.clearFinished'),
                  networkError: t('nepokretnostiImport.upload.networkError'),
                  status: {
                    queued: t('nepokretnostiImport.upload.status.queued'),
                    uploading: t('nepokretnostiImport.upload.status.uploading'),
                    done: t('nepokretnostiImport.upload.status.done'),
                    error: t('nepokretnostiImport.upload.status.error'),
                    canceled: t('nepokretnostiImport.upload.status.canceled'),
                  },
                  rejectedType: (name) => t('nepokretnostiImport.upload.rejectedType', { name }),
                  rejectedLimit: (name) => t('nepokretnostiImport.upload.rejectedLimit', { name }),
                }}
              />
              {isProcessing ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner size="sm" label={t('common.loading')} />
                  {t('nepokretnostiImport.processing')}
                </p>
              ) : null}
            </CardContent>
          </Card>
          {outcome ? <ImportResult outcome={outcome} /> : null}
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('nepokretnostiImport.rulesTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                <li>{t('nepokretnostiImport.rules.order')}</li>
                <li>
                  {t('nepokretnostiImport.rules.limits', {
                    mb,
                    rows: formatNumber(IMPORT_MAX_ROWS),
                  })}
                </li>
                <li>{t('nepokretnostiImport.rules.numbers')}</li>
                <li>{t('nepokretnostiImport.rules.formulas')}</li>
                <li>{t('nepokretnostiImport.rules.duplicates')}</li>
              </ul>
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('nepokretnostiImport.layoutTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ImportLayout />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
