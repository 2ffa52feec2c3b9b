import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import { EmptyState } from '@rp/ui';
import type { KomparativLista } from '@rp/contract';
import { isRefusal } from '../../../lib/api-client.ts';
import { RecordLayout } from '../../../lib/record-layout.tsx';
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
 * The frame of the two comparables screens (the subject's comparables and adding them), in the record layout: the
 * way back, the title over the valuation's name, and the subject's comparables of the address (procenaId,
 * predmetKomparativ) while they load, or 'not found' when the server refuses them.
 */
export function KomparativiFrame({ back, title, children }: KomparativiFrameProps) {
  const { t } = useTranslation();
  const params = useParams();
  const procenaId = Number(params.procenaId);
  const predmetId = Number(params.predmetKomparativ);
  const naziv = useQuery({ ...procenaNazivQuery(procenaId), meta: { isSilent: true } });
  const lista = useQuery(komparativiQuery(procenaId, predmetId));
  return (
    <RecordLayout back={back} title={title} subtitle={naziv.data}>
      {lista.data ? (
        children(lista.data)
      ) : isRefusal(lista.error) ? (
        <EmptyState icon={<Scale aria-hidden />} title={t('komparativi.notFound')} />
      ) : (
        <p className="text-sm text-muted-foreground">{lista.isLoading ? t('common.loading') : null}</p>
      )}
    </RecordLayout>
  );
}
