import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import {
  Badge,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDistance,
} from '@rp/ui';
import { buildPath, type ProcenaDuplikat } from '@rp/contract';
import { formatInstantDate } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { fazaNaziv } from '../procene-names.ts';

export interface DuplikatiDialogProps {
  /** The matches of the duplicate check; null keeps the dialog closed. */
  duplikati: readonly ProcenaDuplikat[] | null;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/**
 * The duplicate check's matches before a new valuation is saved (part 2 §4): each opens in a new tab, so the form
 * keeps what was typed; the user may still save.
 */
export function DuplikatiDialog({ duplikati, onSaveAnyway, onCancel }: DuplikatiDialogProps) {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  return (
    <Dialog open={duplikati !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent size="lg" closeLabel={t('procena.duplikati.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('procena.duplikati.title')}</DialogTitle>
          <DialogDescription>{t('procena.duplikati.description', { count: duplikati?.length ?? 0 })}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="max-h-[50vh] space-y-2 overflow-y-auto" aria-label={t('procena.duplikati.list')}>
            {(duplikati ?? []).map((duplikat) => (
              <li key={duplikat.id} className="rounded-md border border-border p-3 text-sm">
                <a
                  href={buildPath('procene.info', { procenaId: duplikat.id })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {duplikat.naziv || duplikat.adresa}
                  <ExternalLink aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('procena.duplikati.newTab')}</span>
                </a>
                <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
                  <Badge variant="secondary">{fazaNaziv(duplikat.faza, i18n.language)}</Badge>
                  <span className="tabular-nums">{formatInstantDate(duplikat.datumUnosa)}</span>
                  {duplikat.adresa ? <span>{duplikat.adresa}</span> : null}
                  {[duplikat.bankaNaziv, duplikat.klijentNaziv].filter(Boolean).length > 0 ? (
                    <span>{[duplikat.bankaNaziv, duplikat.klijentNaziv].filter(Boolean).join(' · ')}</span>
                  ) : null}
                  {duplikat.udaljenost !== null ? (
                    <span>
                      {t('procena.duplikati.udaljenost', {
                        distance: formatDistance(duplikat.udaljenost, locales.intl),
                      })}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('procena.duplikati.cancel')}
          </Button>
          <Button type="button" onClick={onSaveAnyway}>
            {t('procena.duplikati.saveAnyway')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
