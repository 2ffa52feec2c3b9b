import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Scale } from 'lucide-react';
import { Button, EmptyState } from '@rp/ui';
import type { KomparativLista } from '@rp/contract';
import { isRefusal } from '../../../lib/api-client.ts';
import { procenaNazivQuery } from '../../procene/api.ts';
import { komparativiQuery } from '../api.ts';

interface KomparativiFrameProps {
  /** The way back: the subjects from the comparables, the comparables from adding them. */
  back: { to: string; label: string };
  title: string;
  /** The screen itself, once the subject's comparables have arrived. */
  children: (lista: KomparativLista) => ReactNode;
}

/**
 * The frame of the two comparables screens (the subject's comparables and adding them): the way back, the title over
 * the valuation's name, and the subject's comparables of the address (procenaId, predmetKomparativ) while they load,
 * or 'not found' when the server refuses them.
 */
export function KomparativiFrame({ back, title, children }: KomparativiFrameProps) {
  const { t } = useTranslation();
  const params = useParams();
  const procenaId = Number(params.procenaId);
  const predmetId = Number(params.predmetKomparativ);
  const naziv = useQuery({ ...procenaNazivQuery(procenaId), meta: { isSilent: true } });
  const lista = useQuery(komparativiQuery(procenaId, predmetId));
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      </Button>
      <div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="min-h-5 text-sm text-muted-foreground">{naziv.data}</p>
      </div>
      {lista.data ? (
        children(lista.data)
      ) : isRefusal(lista.error) ? (
        <EmptyState icon={<Scale aria-hidden />} title={t('komparativi.notFound')} />
      ) : (
        <p className="text-sm text-muted-foreground">{lista.isLoading ? t('common.loading') : null}</p>
      )}
    </div>
  );
}
