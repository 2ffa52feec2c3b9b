import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, ClipboardList, Images, MapPinned, Scale } from 'lucide-react';
import { Button, DataTable, EmptyState, MapPanel, formatEuro, type MapItem } from '@rp/ui';
import { buildPath, tipOdVrste, type Nepokretnost } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { clientConfigQuery } from '../session/api.ts';
import { placeOf, vrstaName } from '../nepokretnosti/list-columns.tsx';
import { predmetiQuery, procenaNazivQuery } from './api.ts';

/** Marker colours by property group: residential, commercial, land. */
const GROUP_COLOR: Record<number, string> = { 81: '#0f766e', 82: '#1d4ed8', 83: '#b45309' };

/**
 * The subjects of a valuation (part 2 §2 predmeti/{procenaId}): each property with its type, place, area and price per
 * m², a link to its form and its images, and all of them on the map.
 */
export function PredmetiPage() {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const navigate = useNavigate();
  const procenaId = Number(useParams().procenaId);
  const naziv = useQuery({ ...procenaNazivQuery(procenaId), meta: { isSilent: true } });
  const predmeti = useQuery(predmetiQuery(procenaId));
  const config = useQuery(clientConfigQuery());
  const isEnglish = i18n.language !== 'sr';
  const mozeOtvoriti = useMozeOtvoriti();

  const columns = useMemo<ColumnDef<Nepokretnost>[]>(() => {
    const area = new Intl.NumberFormat(locales.intl, { maximumFractionDigits: 2 });
    return [
      {
        id: 'vrsta',
        accessorFn: (row) => vrstaName(row.vrsta.id, isEnglish, row.vrsta.naziv),
        header: t('procena.predmeti.columns.vrsta'),
        size: 160,
        cell: ({ row, getValue }) => (
          <Link
            to={buildPath('nepokretnosti.info', { nepokretnostId: row.original.id })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {getValue<string>()}
          </Link>
        ),
      },
      ...(mozeOtvoriti('procene.komparativi', { procenaId, predmetKomparativ: 1 })
        ? [
            {
              id: 'komparativi',
              header: t('komparativi.links.komparativi'),
              enableSorting: false,
              // the icon and the word, with the cell's padding (152 px in Serbian and English)
              size: 156,
              cell: ({ row }) => (
                <Link
                  to={buildPath('procene.komparativi', { procenaId, predmetKomparativ: row.original.id })}
                  className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                >
                  <Scale aria-hidden className="size-4" />
                  {t('komparativi.links.komparativi')}
                </Link>
              ),
            } satisfies ColumnDef<Nepokretnost>,
          ]
        : []),
      {
        id: 'adresa',
        accessorFn: (row) => [row.adresa, placeOf(row)].filter(Boolean).join(', '),
        header: t('procena.predmeti.columns.adresa'),
        size: 260,
      },
      {
        id: 'kvadratura',
        accessorFn: (row) => row.kvadratura,
        header: t('procena.predmeti.columns.kvadratura'),
        size: 110,
        cell: ({ getValue }) => <span className="tabular-nums">{`${area.format(getValue<number>())} m²`}</span>,
      },
      {
        id: 'jedinicnaCena',
        accessorFn: (row) => row.jedinicnaCena,
        header: t('procena.predmeti.columns.jedinicnaCena'),
        size: 130,
        cell: ({ getValue }) => (
          <span className="tabular-nums">{`${formatEuro(getValue<number>(), 0, locales.intl)}/m²`}</span>
        ),
      },
      {
        id: 'slike',
        header: t('procena.predmeti.columns.slike'),
        enableSorting: false,
        size: 140,
        cell: ({ row }) => (
          <Link
            to={buildPath('procene.slike', { procenaId, slikaGroupId: row.original.id })}
            className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
          >
            <Images aria-hidden className="size-4" />
            {t('procena.links.slike', { count: row.original.brojSlika })}
          </Link>
        ),
      },
    ];
  }, [t, isEnglish, locales.intl, procenaId, mozeOtvoriti]);

  const items = useMemo<MapItem[]>(
    () =>
      (predmeti.data ?? []).map((predmet, index) => ({
        id: predmet.id,
        naziv: vrstaName(predmet.vrsta.id, isEnglish, predmet.vrsta.naziv),
        latitude: predmet.latitude,
        longitude: predmet.longitude,
        drzava: predmet.drzava.naziv,
        opstina: predmet.opstina.naziv,
        grad: predmet.grad?.naziv ?? null,
        adresa: predmet.adresa,
        jedinicnaCena: predmet.jedinicnaCena,
        order: index + 1,
        color: GROUP_COLOR[tipOdVrste(predmet.vrsta.id)] ?? '#6d28d9',
      })),
    [predmeti.data, isEnglish],
  );

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={buildPath('procene.info', { procenaId })}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('procena.backToProcena')}
        </Link>
      </Button>
      <div>
        <h1 className="text-xl font-semibold">{t('title.predmeti')}</h1>
        <p className="min-h-5 text-sm text-muted-foreground">{naziv.data}</p>
      </div>
      {isNotFound(predmeti.error) ? (
        <EmptyState icon={<ClipboardList aria-hidden />} title={t('procena.notFound')} />
      ) : predmeti.isSuccess && predmeti.data.length === 0 ? (
        <EmptyState icon={<MapPinned aria-hidden />} title={t('procena.predmeti.empty')} />
      ) : (
        // The table over the map: beside it, the table had 600 px of a 1280 px screen for its 950 px of columns (the
        // price and the images were out of sight), and a valuation has a subject or three, so the map still shows.
        <div className="grid gap-4">
          <DataTable
            data={predmeti.data ?? []}
            columns={columns}
            caption={t('title.predmeti')}
            getRowId={(row) => String(row.id)}
            isLoading={predmeti.isLoading}
            maxHeight="32rem"
            labels={{ empty: t('procena.predmeti.empty'), loading: t('common.loading') }}
          />
          {config.data ? (
            <MapPanel
              items={items}
              tileUrl={config.data.tileUrl}
              geocoderUrl={config.data.geocoderUrl || undefined}
              isGeocodingMissing={false}
              locale={locales.intl}
              fitToItems
              isPriceShown
              onItemClick={(item) =>
                void navigate(buildPath('nepokretnosti.info', { nepokretnostId: Number(item.id) }))
              }
              className="min-h-80"
              labels={{
                map: t('procena.predmeti.map'),
                search: t('procena.predmeti.mapSearch'),
                searchPlaceholder: t('procena.predmeti.mapSearchPlaceholder'),
                notFound: t('procena.predmeti.mapNotFound'),
                searchFailed: t('procena.predmeti.mapSearchFailed'),
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
