import { useTranslation } from 'react-i18next';
import { Server, Smartphone, TriangleAlert } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useSubmitGuard } from '@rp/ui';
import { RADNI_NALOG_LISTE, type RadniNalog, type RadniNalogMasterData, type RadniNalogPolja } from '@rp/contract';
import { formatInstantDate, formatInstantTime } from '../../../lib/format.ts';
import { poljaOf, prikazVrednosti, razlike } from '../radni-nalog-form.ts';

export interface KonfliktPanelProps {
  masterData: RadniNalogMasterData;
  /** What was edited on this phone. */
  phone: RadniNalogPolja;
  /** The newer order on the server. */
  server: RadniNalog;
  language: string;
  onKeepPhone: () => Promise<void>;
  onTakeServer: () => Promise<void>;
}

const listaOf = (polje: keyof RadniNalogPolja) => RADNI_NALOG_LISTE.find((item) => item.polje === polje)?.lista;

/**
 * A conflict (issue 16 item 3): the order changed on the server after the version this phone edited. Nothing is
 * overwritten and nothing typed is lost: each field that differs is shown as it is on the phone and on the server,
 * and the user keeps one of the two versions.
 */
export function KonfliktPanel({ masterData, phone, server, language, onKeepPhone, onTakeServer }: KonfliktPanelProps) {
  const { t } = useTranslation();
  const guard = useSubmitGuard();
  const serverPolja = poljaOf(server);
  const fields = razlike(phone, serverPolja);
  const show = (polje: keyof RadniNalogPolja, polja: RadniNalogPolja) =>
    prikazVrednosti(polje, polja, masterData, language, listaOf(polje)) ||
    (polje === 'lift' ? '' : t('radniNalog.conflict.empty'));
  const value = (polje: keyof RadniNalogPolja, polja: RadniNalogPolja) =>
    polje === 'lift' ? t(`radniNalog.lift.${polja.lift}`) : show(polje, polja);
  const when = server.izmenjeno ? `${formatInstantDate(server.izmenjeno)} ${formatInstantTime(server.izmenjeno)}` : '—';

  return (
    <Card className="mx-auto w-full max-w-2xl border-warning/60" role="region" aria-labelledby="radni-nalog-konflikt">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="radni-nalog-konflikt" className="flex items-center gap-2">
            <TriangleAlert aria-hidden className="size-5 text-warning" />
            {t('radniNalog.conflict.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('radniNalog.conflict.message', { who: server.izmenioIme ?? '—', when })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3">
          {fields.map((polje) => (
            <div key={polje} className="grid gap-1 rounded-md border border-border p-3" data-polje={polje}>
              <dt className="text-sm font-medium">{t(`radniNalog.fields.${polje}`)}</dt>
              <dd className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-3">
                <span className="flex items-start gap-2">
                  <Smartphone aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
                  <span>
                    <span className="sr-only">{t('radniNalog.conflict.phone')}: </span>
                    {value(polje, phone)}
                  </span>
                </span>
                <span className="flex items-start gap-2">
                  <Server aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span>
                    <span className="sr-only">{t('radniNalog.conflict.server')}: </span>
                    {value(polje, serverPolja)}
                  </span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
          <span className="flex items-center gap-1">
            <Smartphone className="size-3.5 text-info" />
            {t('radniNalog.conflict.phone')}
          </span>
          <span className="flex items-center gap-1">
            <Server className="size-3.5" />
            {t('radniNalog.conflict.server')}
          </span>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            type="button"
            size="lg"
            className="h-12"
            disabled={guard.isSubmitting}
            onClick={() => void guard.guard(onKeepPhone)()}
          >
            <Smartphone aria-hidden className="size-4" />
            {t('radniNalog.conflict.keepPhone')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="h-12"
            disabled={guard.isSubmitting}
            onClick={() => void guard.guard(onTakeServer)()}
          >
            <Server aria-hidden className="size-4" />
            {t('radniNalog.conflict.takeServer')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
