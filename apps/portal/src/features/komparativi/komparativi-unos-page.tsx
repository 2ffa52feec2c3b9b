import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Plus } from 'lucide-react';
import {
  Badge,
  Button,
  DataTable,
  MapPanel,
  formatDistance,
  formatEuro,
  formatNumber,
  useElementWidth,
  useSubmitGuard,
  type MapCircle,
  type MapItem,
} from '@rp/ui';
import { buildPath, type KomparativKandidat, type KomparativLista } from '@rp/contract';
import { useLocales } from '../../lib/use-locales.ts';
import { clientConfigQuery } from '../session/api.ts';
import { placeOf, vrstaName } from '../nepokretnosti/list-columns.tsx';
import { pretragaQuery, useAddKomparativi } from './api.ts';
import { KomparativiFrame } from './components/komparativi-frame.tsx';
import { PretragaForm } from './components/pretraga-form.tsx';
import { defaultPretraga, paramsFromPretraga, pretragaFromParams, queryFromPretraga } from './pretraga-filter.ts';

/**
 * Below this table width (a phone) the choice, the property and its corrected price per m² stay; the area and the
 * distance join the property's address line, the asking price is on the property's form.
 */
const PHONE_PX = 640;
const PHONE_COLUMNS = ['izbor', 'nepokretnost', 'jedCenaNakonKor'];
/**
 * Below this table width (the list beside the map on a 1366 px laptop is 650 px) the area joins the address line too,
 * so the distance stays in view: the six columns need 696 px, the five 606.
 */
const COMPACT_PX = 720;

/** A search result and whether it is chosen now. */
type Kandidat = KomparativKandidat & { isSelected: boolean };

const COLOR = { kandidat: '#0f766e', izabran: '#c2410c', vecIzabran: '#64748b' };

/**
 * Adding comparables (part 2 §2 procene/{procenaId}/komparativi/unos/{predmetKomparativ}): the register around the
 * subject (750 m, its type and its area ±25 % to start with), on the map and in a list with distances; those already
 * chosen are marked; the chosen ones are sent together (POST …?komparativIds&predmetKomparativ). A choice past the
 * subject's limit is refused with ERRORS.MAXSELECTED.
 */
export function KomparativiUnosPage() {
  const { t } = useTranslation();
  const params = useParams();
  const back = buildPath('procene.komparativi', {
    procenaId: Number(params.procenaId),
    predmetKomparativ: Number(params.predmetKomparativ),
  });
  return (
    <KomparativiFrame back={{ to: back, label: t('komparativi.unos.back') }} title={t('title.komparativiUnos')}>
      {(lista) => <KomparativiPretraga lista={lista} />}
    </KomparativiFrame>
  );
}

function KomparativiPretraga({ lista }: { lista: KomparativLista }) {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const navigate = useNavigate();
  const isEnglish = i18n.language !== 'sr';
  const procenaId = lista.procenaId;
  const predmet = lista.predmet;
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = useMemo(() => defaultPretraga(predmet), [predmet]);
  const filter = useMemo(() => pretragaFromParams(searchParams, fallback), [searchParams, fallback]);
  const hasCoordinates = predmet.latitude !== null && predmet.longitude !== null;
  const pretraga = useInfiniteQuery({
    ...pretragaQuery(procenaId, predmet.id, queryFromPretraga(filter)),
    enabled: hasCoordinates,
  });
  const config = useQuery(clientConfigQuery());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const add = useAddKomparativi(procenaId, predmet.id);
  const submitGuard = useSubmitGuard();

  const items = useMemo(() => pretraga.data?.pages.flatMap((page) => page.itemList) ?? [], [pretraga.data]);
  const first = pretraga.data?.pages[0];
  const izabrano = first?.izabrano ?? lista.itemList.length;
  const max = lista.maxKomparativa;
  const slobodno = Math.max(0, max - izabrano);

  const toggle = (item: KomparativKandidat) => {
    if (item.vecIzabranaZaProcenu) return;
    const next = new Set(selected);
    if (next.has(item.id)) {
      next.delete(item.id);
      setLimitMessage(null);
    } else if (next.size >= slobodno) {
      setLimitMessage(t('komparativi.errors.MAXSELECTED', { max }));
      return;
    } else next.add(item.id);
    setSelected(next);
  };
  // The cells call the latest toggle through a stable callback, so the columns stay the same between choices (a new
  // cell function would be a new component and remount the checkbox just clicked).
  const toggleRef = useRef(toggle);
  useLayoutEffect(() => {
    toggleRef.current = toggle;
  });
  const onToggle = useCallback((item: KomparativKandidat) => toggleRef.current(item), []);
  const rows = useMemo<Kandidat[]>(
    () => items.map((item) => ({ ...item, isSelected: selected.has(item.id) })),
    [items, selected],
  );

  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;
  const isCompact = tableWidth < COMPACT_PX;
  // The columns are made again only when a phone's width changes: a new cell function remounts the checkboxes.
  const phoneWidth = isPhone ? tableWidth : 0;
  const columns = useMemo<ColumnDef<Kandidat>[]>(() => {
    const all: ColumnDef<Kandidat>[] = [
      {
        id: 'izbor',
        header: t('komparativi.unos.columns.izbor'),
        size: 76,
        enableSorting: false,
        cell: ({ row }) => {
          const item = row.original;
          const adresa = [item.adresa, placeOf(item)].filter(Boolean).join(', ');
          return (
            <input
              type="checkbox"
              className="size-5 accent-primary"
              aria-label={t('komparativi.unos.choose', { adresa })}
              checked={item.vecIzabranaZaProcenu || item.isSelected}
              disabled={item.vecIzabranaZaProcenu}
              onChange={() => onToggle(item)}
            />
          );
        },
      },
      {
        id: 'nepokretnost',
        header: t('komparativi.columns.nepokretnost'),
        // on a phone what the choice and the price leave
        size: isPhone ? Math.max(150, phoneWidth - 2 - 76 - 132) : 192,
        enableSorting: false,
        cell: ({ row }) => {
          const item = row.original;
          const vrsta = vrstaName(item.vrsta.id, isEnglish, item.vrsta.naziv);
          const adresa = [item.adresa, placeOf(item)].filter(Boolean).join(', ');
          const line = [
            adresa,
            isCompact ? `${formatNumber(item.kvadratura, 0)} m²` : null,
            isPhone && item.udaljenost !== null ? formatDistance(item.udaljenost) : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <div className="min-w-0">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <span title={vrsta} className="truncate">
                  {vrsta}
                </span>
                {item.vecIzabranaZaProcenu ? (
                  <Badge variant="secondary" className="shrink-0">
                    <Check aria-hidden className="size-3" />
                    {t('komparativi.unos.vecIzabrana')}
                  </Badge>
                ) : null}
              </p>
              <p title={adresa} className="truncate text-xs text-muted-foreground">
                {line}
              </p>
            </div>
          );
        },
      },
      {
        id: 'kvadratura',
        header: t('komparativi.columns.kvadratura'),
        size: 90,
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{`${formatNumber(row.original.kvadratura, 0)} m²`}</span>,
      },
      {
        id: 'cena',
        header: t('komparativi.unos.columns.cena'),
        size: 110,
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatEuro(row.original.trazenaCena, 0)}</span>,
      },
      {
        id: 'jedCenaNakonKor',
        header: t('komparativi.columns.korigovanaJedinicnaCena'),
        size: 132,
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{`${formatEuro(row.original.jedCenaNakonKor, 2)}/m²`}</span>,
      },
      {
        id: 'udaljenost',
        header: t('komparativi.columns.udaljenost'),
        size: 96,
        enableSorting: false,
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.udaljenost === null ? '—' : formatDistance(row.original.udaljenost)}
          </span>
        ),
      },
    ];
    if (isPhone) return all.filter((column) => PHONE_COLUMNS.includes(column.id ?? ''));
    return isCompact ? all.filter((column) => column.id !== 'kvadratura') : all;
  }, [t, isEnglish, onToggle, isPhone, isCompact, phoneWidth]);

  const mapItems = useMemo<MapItem[]>(
    () =>
      items.map((item) => ({
        id: item.id,
        naziv: vrstaName(item.vrsta.id, isEnglish, item.vrsta.naziv),
        latitude: item.latitude,
        longitude: item.longitude,
        adresa: item.adresa,
        opstina: item.opstina.naziv,
        grad: item.grad?.naziv ?? null,
        jedinicnaCena: item.jedCenaNakonKor,
        color: item.vecIzabranaZaProcenu ? COLOR.vecIzabran : selected.has(item.id) ? COLOR.izabran : COLOR.kandidat,
      })),
    [items, isEnglish, selected],
  );
  const center = useMemo<[number, number] | null>(
    () => (predmet.latitude === null || predmet.longitude === null ? null : [predmet.latitude, predmet.longitude]),
    [predmet.latitude, predmet.longitude],
  );
  const circles = useMemo<MapCircle[]>(
    () => (center ? [{ id: 'radius', center, radius: filter.radius, color: '#1d4ed8' }] : []),
    [center, filter.radius],
  );

  const submit = submitGuard.guard(async () => {
    if (selected.size === 0) return;
    await add
      .mutateAsync([...selected])
      .then(() => {
        // The valuation's comparables screen replaces this one: no second add meanwhile.
        submitGuard.hold();
        return navigate(buildPath('procene.komparativi', { procenaId, predmetKomparativ: predmet.id }));
      })
      .catch(() => {
        // Refused (the limit, a property just deleted): the shared handler has shown why; the choice stays.
      });
  });

  return (
    <>
      <section aria-label={t('komparativi.predmet')} className="rounded-lg border bg-card p-3 text-sm">
        <p className="font-medium">
          {t('komparativi.predmetLine', {
            vrsta: vrstaName(predmet.vrsta.id, isEnglish, predmet.vrsta.naziv),
            adresa: [predmet.adresa, placeOf(predmet)].filter(Boolean).join(', '),
          })}
        </p>
        <p className="text-muted-foreground tabular-nums">
          {t('komparativi.predmetArea', { kvadratura: formatNumber(predmet.kvadratura, 2) })}
        </p>
      </section>
      {hasCoordinates ? null : (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-sm text-danger">
          {t('komparativi.unos.noCoordinates')}
        </p>
      )}
      <PretragaForm
        key={searchParams.toString()}
        filter={filter}
        onSearch={(next) => setSearchParams(paramsFromPretraga(next), { replace: true })}
        onReset={() => setSearchParams(paramsFromPretraga(fallback), { replace: true })}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {first ? t('komparativi.unos.found', { count: first.ukupno }) : null}
          </p>
          <div ref={tableRef} className="min-w-0">
            <DataTable
              data={rows}
              columns={columns}
              caption={t('komparativi.unos.results')}
              getRowId={(row) => String(row.id)}
              isLoading={pretraga.isLoading}
              hasMore={pretraga.hasNextPage}
              onLoadMore={() => void pretraga.fetchNextPage()}
              isLoadingMore={pretraga.isFetchingNextPage}
              rowHeight={56}
              maxHeight="28rem"
              labels={{
                empty: t('komparativi.unos.empty'),
                loading: t('common.loading'),
                loadingMore: t('common.loading'),
              }}
            />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3 pt-1">
            {limitMessage ? (
              <p role="alert" className="mr-auto text-sm text-danger">
                {limitMessage}
              </p>
            ) : null}
            <span className="text-sm text-muted-foreground tabular-nums">
              {t('komparativi.unos.selection', { selected: selected.size, izabrano, max })}
            </span>
            <Button
              type="button"
              onClick={() => void submit()}
              disabled={selected.size === 0 || submitGuard.isSubmitting}
            >
              <Plus aria-hidden className="size-4" />
              {t('komparativi.unos.add', { count: selected.size })}
            </Button>
          </div>
        </div>
        {config.data ? (
          <MapPanel
            items={mapItems}
            tileUrl={config.data.tileUrl}
            geocoderUrl={config.data.geocoderUrl || undefined}
            isGeocodingMissing={false}
            locale={locales.intl}
            center={center ?? undefined}
            point={center}
            origin={center ?? undefined}
            circles={circles}
            zoom={14}
            isPriceShown
            onItemClick={(item) => {
              const found = items.find((candidate) => candidate.id === Number(item.id));
              if (found) toggle(found);
            }}
            className="h-96 min-h-80 lg:h-[32rem]"
            labels={{
              map: t('komparativi.unos.map'),
              search: t('nepokretnostiList.map.search'),
              searchPlaceholder: t('nepokretnostiList.map.searchPlaceholder'),
              notFound: t('nepokretnostiList.map.notFound'),
              searchFailed: t('nepokretnostiList.map.searchFailed'),
              unitPrice: t('nepokretnostiList.map.unitPrice'),
              distance: t('nepokretnostiList.map.distance'),
            }}
          />
        ) : null}
      </div>
    </>
  );
}
