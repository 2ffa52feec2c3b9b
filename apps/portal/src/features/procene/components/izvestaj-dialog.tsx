import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, FileText, FileType2 } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Select,
  saveResponse,
  useSubmitGuard,
} from '@rp/ui';
import { ErrorType, buildPath } from '@rp/contract';
import { report } from '../../../lib/notify.ts';
import { downloadPaths, downloadResponse } from '../../dokumenti/api.ts';
import { sabloniQuery, useProcenaDokument } from '../api.ts';

/**
 * 'Napravi izveštaj' (issue 15 item 6): the Word report from a chosen template, saved among the valuation's documents;
 * without a template the portal says 'Template is required' (part 2 §8) and sends nothing.
 */
export function IzvestajDialog({ procenaId, naziv }: { procenaId: number; naziv: string }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [fileId, setFileId] = useState<number | null>(null);
  const sabloni = useQuery({ ...sabloniQuery(), enabled: isOpen });
  const dokument = useProcenaDokument(procenaId);
  const submitGuard = useSubmitGuard();
  const isBusy = dokument.isPending || submitGuard.isSubmitting;

  const create = submitGuard.guard(async () => {
    if (templateId === '') {
      // 'Template is required' (part 2 §8) in English, its translation on a Serbian screen.
      report(ErrorType.Warning, undefined, t('procena.izvestaj.templateRequired'));
      return;
    }
    try {
      setFileId(await dokument.mutateAsync(Number(templateId)));
    } catch {
      // reported by the mutation
    }
  });

  const download = async () => {
    if (fileId === null) return;
    try {
      await saveResponse(
        await downloadResponse(downloadPaths('procene', procenaId).one(fileId)),
        `${naziv || procenaId}.docx`,
      );
    } catch (error) {
      const failure = error as { type?: number; code?: number; message?: string };
      report(
        failure.type ?? ErrorType.Danger,
        failure.code,
        i18n.language === 'sr' && failure.message ? failure.message : t('procena.izvestaj.downloadFailed'),
        'DownloadIzvestaj',
      );
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setFileId(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <FileType2 aria-hidden className="size-4" />
          {t('procena.izvestaj.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('procena.izvestaj.close')}>
        <DialogHeader>
          <DialogTitle>{t('procena.izvestaj.title')}</DialogTitle>
          <DialogDescription>{t('procena.izvestaj.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <FormField label={t('procena.izvestaj.template')} htmlFor="procena-izvestaj-template">
            <Select
              id="procena-izvestaj-template"
              value={templateId}
              onValueChange={(value) => {
                setTemplateId(value);
                setFileId(null);
              }}
              placeholder={sabloni.isLoading ? t('common.loading') : t('procena.izvestaj.choose')}
              clearLabel={t('procena.pickers.clear')}
              options={(sabloni.data ?? []).map((sablon) => ({ value: String(sablon.id), label: sablon.naziv }))}
            />
          </FormField>
          {fileId !== null ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm"
            >
              <span className="flex-1">{t('procena.izvestaj.created')}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => void download()}>
                <Download aria-hidden className="size-4" />
                {t('procena.izvestaj.download')}
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link to={buildPath('procene.dokumenti', { fileGroupId: procenaId })}>
                  <FileText aria-hidden className="size-4" />
                  {t('procena.links.dokumenti')}
                </Link>
              </Button>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
            {t('procena.izvestaj.close')}
          </Button>
          <Button type="button" isLoading={isBusy} disabled={isBusy} onClick={() => void create()}>
            {t('procena.izvestaj.create')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
