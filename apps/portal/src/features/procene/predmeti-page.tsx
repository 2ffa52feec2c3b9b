import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, ClipboardList, Images, MapPinned, Scale } from 'lucide-react';
import { Button, DataTable, EmptyState, MapPanel, PageHeader, formatEuro, useElementWidth, type MapItem } from '@rp/ui';
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
 * Below this table width (a phone) the type, the address and the two links stay, the links as icons: the area and the
 * price per m² are on the property's form and the price on its map marker.
 */
const PHONE_PX = 640;

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
  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;
  // The columns are made again only when a phone's width changes, not on every resize of a desktop window.
  const phoneWidth = isPhone ? tableWidth : 0;

  const columns = useMemo<ColumnDef<Nepokretnost>[]>(() => {
    const area = new Intl.NumberFormat(locales.intl, { maximumFractionDigits: 2 });
    const all: ColumnDef<Nepokretnost>[] = [
      {
        id: 'vrsta',
        accessorFn: (row) => vrstaName(row.vrsta.id, isEnglish, row.vrsta.naziv),
        header: t('procena.predmeti.columns.vrsta'),
        size: isPhone ? 104 : 160,
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
              enableSorting: false,
              // the icon and the word, with the cell's padding (152 px in Serbian and English); on a phone the icon
              header: isPhone
                ? () => <span className="sr-only">{t('komparativi.links.komparativi')}</span>
                : t('komparativi.links.komparativi'),
              size: isPhone ? 48 : 156,
              meta: { label: t('komparativi.links.komparativi') },
              cell: ({ row }) => (
                <Link
                  to={buildPath('procene.komparativi', { procenaId, predmetKomparativ: row.original.id })}
                  aria-label={isPhone ? t('komparativi.links.komparativi') : undefined}
                  title={isPhone ? t('komparativi.links.komparativi') : undefined}
                  className="inline-flex min-h-6 items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                >
                  <Scale aria-hidden className="size-4" />
                  {isPhone ? null : t('komparativi.links.komparativi')}
                </Link>
              ),
            } satisfies ColumnDef<Nepokretnost>,
          ]
        : []),
      {
        id: 'adresa',
        accessorFn: (row) => [row.adresa, placeOf(row)].filter(Boolean).join(', '),
        header: t('procena.predmeti.columns.adresa'),
        // on a phone what the type and the two links leave
        size: isPhone ? Math.max(120, phoneWidth - 2 - 104 - 48 - 64) : 260,
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
        header: isPhone
          ? () => <span className="sr-only">{t('procena.predmeti.columns.slike')}</span>
          : t('procena.predmeti.columns.slike'),
        enableSorting: false,
        size: isPhone ? 64 : 140,
        meta: { label: t('procena.predmeti.columns.slike') },
        cell: ({ row }) => (
          <Link
            to={buildPath('procene.slike', { procenaId, slikaGroupId: row.original.id })}
            aria-label={isPhone ? t('procena.links.slike', { count: row.original.brojSlika }) : undefined}
            title={isPhone ? t('procena.links.slike', { count: row.original.brojSlika }) : undefined}
            className="inline-flex min-h-6 items-center gap-1.5 text-primary tabular-nums underline-offset-4 hover:underline"
          >
            <Images aria-hidden className="size-4" />
            {isPhone ? row.original.brojSlika : t('procena.links.slike', { count: row.original.brojSlika })}
          </Link>
        ),
      },
    ];
    if (!isPhone) return all;
    // On a phone the two links follow the address, as the row's actions.
    const order = ['vrsta', 'adresa', 'komparativi', 'slike'];
    return all
      .filter((column) => order.includes(column.id ?? ''))
      .sort((a, b) => order.indexOf(a.id ?? '') - order.indexOf(b.id ?? ''));
  }, [t, isEnglish, locales.intl, procenaId, mozeOtvoriti, isPhone, phoneWidth]);

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
      <PageHeader title={t('title.predmeti')}>
        <p className="min-h-5 text-sm text-muted-foreground">{naziv.data}</p>
      </PageHeader>
      {isNotFound(predmeti.error) ? (
        <EmptyState icon={<ClipboardList aria-hidden />} title={t('procena.notFound')} />
      ) : predmeti.isSuccess && predmeti.data.length === 0 ? (
        <EmptyState icon={<MapPinned aria-hidden />} title={t('procena.predmeti.empty')} />
      ) : (
        // The table over the map: beside it, the table had 600 px of a 1280 px screen for its 950 px of columns (the
        // price and the images were out of sight), and a valuation has a subject or three, so the map still shows.
        <div className="grid gap-4">
          <div ref={tableRef} className="min-w-0">
            <DataTable
              data={predmeti.data ?? []}
              columns={columns}
              caption={t('title.predmeti')}
              getRowId={(row) => String(row.id)}
              isLoading={predmeti.isLoading}
              maxHeight="32rem"
              labels={{ empty: t('procena.predmeti.empty'), loading: t('common.loading') }}
            />
          </div>
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
