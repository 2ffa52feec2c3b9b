import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { CopyPlus, ExternalLink, FileText, Plus, Trash2 } from 'lucide-react';
import {
  Badge,
  Button,
  buttonVariants,
  Checkbox,
  cn,
  ConfirmDialog,
  DataTable,
  DatePicker,
  FormField,
  PageHeader,
  Select,
  Spinner,
  Tabs,
  TabsContent,
  useElementWidth,
  useSubmitGuard,
} from '@rp/ui';
import { PRIORITETI, buildPath, type Posao } from '@rp/contract';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { RowMenu } from '../../lib/row-menu.tsx';
import { formatInstantDate, formatRsd } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { posloviListQuery, useDeletePosao, useSaveSablon } from './api.ts';
import { PRIORITET_BADGE, changeRange, filterFromParams, napredak, paramsFromFilter } from './poslovi-filter.ts';
import { ListMapTabsList, useListMapView } from '../../lib/list-map-view.tsx';
import { useRememberList } from '../../lib/list-return.ts';

/** Below this table width (a phone) only the name, the progress and a row menu stay. */
const PHONE_PX = 640;

const dayOf = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : null;
const dateOf = (day: string) => new Date(`${day}T00:00:00`);

// The map (Leaflet and its styles) loads when the map view is first shown.
const PosloviMap = lazy(() => import('./poslovi-map.tsx').then((module) => ({ default: module.PosloviMap })));

/** The jobs (Projekti; Admin, Demo, Operations): filters, the list, a map, delete and 'add as template' (part 1 §2). */
export function PosloviListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locales = useLocales();
  const [params, setParams] = useSearchParams();
  useRememberList('poslovi.list');
  const filter = useMemo(() => filterFromParams(params), [params]);
  const { view, setView } = useListMapView();
  const list = useQuery({ ...posloviListQuery(filter), placeholderData: keepPreviousData });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const canCreate = useMozeOtvoriti()('poslovi.unos');
  const canManage = useDozvola()('zadaci.upravljanje');
  const [toDelete, setToDelete] = useState<Posao | null>(null);
  const remove = useDeletePosao();
  const sablon = useSaveSablon();
  const saveSablonAsync = sablon.mutateAsync;
  // A double click's second press comes before React disables the action: the guard's ref lets one template through.
  const { guard: sablonGuard, isSubmitting: isSavingSablon } = useSubmitGuard();
  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;

  const setFilter = (next: typeof filter) => setParams(paramsFromFilter(next, params), { replace: true });

  const columns = useMemo<ColumnDef<Posao>[]>(() => {
    const documents = (posao: Posao) => buildPath('poslovi.dokumenti', { fileGroupId: posao.Id });
    // A second click while the first template is being made sends nothing.
    const addAsTemplate = sablonGuard((posao: Posao) => saveSablonAsync(posao).catch(() => undefined));
    return [
      {
        id: 'naziv',
        size: isPhone ? 190 : 260,
        accessorKey: 'Naziv',
        header: t('posloviList.columns.naziv'),
        cell: ({ row }) => (
          <Link
            to={buildPath('poslovi.info', { posaoId: row.original.Id })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.original.Naziv}
          </Link>
        ),
      },
      {
        id: 'klijent',
        size: 180,
        accessorKey: 'KlijentNaziv',
        header: t('posloviList.columns.klijent'),
        cell: ({ row }) =>
          row.original.KlijentNaziv || (
            <span className="text-muted-foreground italic">{t('posloviList.noClient')}</span>
          ),
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'prioritet',
        size: 110,
        accessorKey: 'Prioritet',
        header: t('posloviList.columns.prioritet'),
        cell: ({ row }) => {
          const prioritet = row.original.Prioritet as 1 | 2 | 3;
          return (
            <Badge variant={PRIORITET_BADGE[prioritet] ?? 'secondary'}>{t(`poslovi.priority.p${prioritet}`)}</Badge>
          );
        },
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'pocetak',
        size: 105,
        accessorKey: 'Pocetak',
        header: t('posloviList.columns.pocetak'),
        cell: ({ row }) => <span className="tabular-nums">{formatInstantDate(row.original.Pocetak)}</span>,
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'kraj',
        size: 105,
        accessorKey: 'Kraj',
        header: t('posloviList.columns.kraj'),
        cell: ({ row }) => <span className="tabular-nums">{formatInstantDate(row.original.Kraj)}</span>,
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'napredak',
        size: isPhone ? 80 : 90,
        accessorFn: (posao) => (posao.BrojZadataka === 0 ? 0 : posao.BrojZavrsenih / posao.BrojZadataka),
        header: t('posloviList.columns.napredak'),
        cell: ({ row }) => (
          <>
            <span aria-hidden className="tabular-nums">
              {napredak(row.original)}
            </span>
            <span className="sr-only">
              {t('posloviList.progress', { done: row.original.BrojZavrsenih, count: row.original.BrojZadataka })}
            </span>
          </>
        ),
      },
      {
        id: 'cena',
        // dinars to the para ('1.491.000,00 RSD') and the Serbian header fit
        size: 170,
        accessorKey: 'DogovorenaCena',
        header: t('posloviList.columns.cena'),
        cell: ({ row }) => <span className="tabular-nums">{formatRsd(row.original.DogovorenaCena)}</span>,
        meta: { hideBelow: PHONE_PX, align: 'right' },
      },
      {
        id: 'aktivan',
        size: 110,
        accessorKey: 'Aktivan',
        header: t('posloviList.columns.aktivan'),
        cell: ({ row }) =>
          row.original.Aktivan === 1 ? (
            <Badge variant="success">{t('posloviList.active')}</Badge>
          ) : (
            <Badge variant="secondary">{t('posloviList.finished')}</Badge>
          ),
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'akcije',
        size: isPhone ? 48 : 150,
        enableSorting: false,
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        meta: { align: 'right', label: t('common.actions') },
        cell: ({ row }) => {
          const posao = row.original;
          const hasTasks = posao.BrojZadataka > 0;
          if (isPhone)
            return (
              <RowMenu
                label={t('posloviList.rowMenu', { naziv: posao.Naziv })}
                items={[
                  {
                    key: 'open',
                    to: buildPath('poslovi.info', { posaoId: posao.Id }),
                    icon: <ExternalLink aria-hidden className="size-4" />,
                    label: t('posloviList.open'),
                  },
                  {
                    key: 'documents',
                    to: documents(posao),
                    icon: <FileText aria-hidden className="size-4" />,
                    label: t('posloviList.documents'),
                  },
                  ...(canManage && hasTasks
                    ? [
                        {
                          key: 'template',
                          onSelect: () => void addAsTemplate(posao),
                          icon: <CopyPlus aria-hidden className="size-4" />,
                          label: t('posloviList.addAsTemplate'),
                        },
                      ]
                    : []),
                  ...(canManage
                    ? [
                        {
                          key: 'delete',
                          onSelect: () => setToDelete(posao),
                          isDanger: true,
                          icon: <Trash2 aria-hidden className="size-4" />,
                          label: t('posloviList.delete'),
                        },
                      ]
                    : []),
                ]}
              />
            );
          return (
            <div className="flex items-center justify-end gap-1">
              <Link
                to={documents(posao)}
                aria-label={t('posloviList.documentsOf', { naziv: posao.Naziv })}
                title={t('posloviList.documents')}
                className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-7')}
              >
                <FileText aria-hidden className="size-4" />
              </Link>
              {canManage && hasTasks ? (
                <button
                  type="button"
                  aria-label={t('posloviList.addAsTemplateOf', { naziv: posao.Naziv })}
                  title={t('posloviList.addAsTemplate')}
                  disabled={isSavingSablon}
                  className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-7')}
                  onClick={() => void addAsTemplate(posao)}
                >
                  <CopyPlus aria-hidden className="size-4" />
                </button>
              ) : null}
              {canManage ? (
                <button
                  type="button"
                  aria-label={t('posloviList.deleteOf', { naziv: posao.Naziv })}
                  title={t('posloviList.delete')}
                  className={cn(
                    buttonVariants({ variant: 'ghost', size: 'icon' }),
                    'size-7 text-danger hover:text-danger',
                  )}
                  onClick={() => setToDelete(posao)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, isPhone, canManage, sablonGuard, saveSablonAsync, isSavingSablon]);

  const prioritetOptions = [
    { value: '0', label: t('poslovi.priority.all') },
    ...PRIORITETI.map((value) => ({ value: String(value), label: t(`poslovi.priority.p${value}`) })),
  ];

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.poslovi')}
        actions={
          canCreate ? (
            <Button asChild>
              <Link to={buildPath('poslovi.unos')}>
                <Plus aria-hidden className="size-4" />
                {t('posloviList.new')}
              </Link>
            </Button>
          ) : null
        }
      />
      <div role="group" aria-label={t('posloviList.filters')} className="flex flex-wrap items-end gap-3">
        <FormField label={t('poslovi.filter.from')} htmlFor="poslovi-prvi" className="w-[calc(50%-0.375rem)] sm:w-40">
          <DatePicker
            id="poslovi-prvi"
            value={dateOf(filter.prvi)}
            onValueChange={(date) => {
              const day = dayOf(date);
              if (day) setFilter(changeRange(filter, 'prvi', day));
            }}
            locale={locales.short}
          />
        </FormField>
        <FormField label={t('poslovi.filter.to')} htmlFor="poslovi-drugi" className="w-[calc(50%-0.375rem)] sm:w-40">
          <DatePicker
            id="poslovi-drugi"
            value={dateOf(filter.drugi)}
            onValueChange={(date) => {
              const day = dayOf(date);
              if (day) setFilter(changeRange(filter, 'drugi', day));
            }}
            locale={locales.short}
          />
        </FormField>
        <FormField label={t('poslovi.filter.priority')} htmlFor="poslovi-prioritet" className="w-40">
          <Select
            id="poslovi-prioritet"
            options={prioritetOptions}
            value={String(filter.prioritet)}
            onValueChange={(value) => setFilter({ ...filter, prioritet: Number(value) || 0 })}
            isRequired
          />
        </FormField>
        <label className="flex h-9 items-center gap-2 text-sm">
          <Checkbox
            checked={filter.aktivan}
            onCheckedChange={(checked) => setFilter({ ...filter, aktivan: checked === true })}
          />
          {t('poslovi.filter.active')}
        </label>
      </div>
      <Tabs value={view} onValueChange={setView}>
        <div className="flex flex-wrap items-center gap-2">
          {list.isSuccess ? (
            <span role="status" className="text-sm text-muted-foreground tabular-nums">
              {t('posloviList.count', { count: rows.length })}
            </span>
          ) : null}
          <ListMapTabsList
            className="ml-auto"
            listLabel={t('posloviList.view.list')}
            mapLabel={t('posloviList.view.map')}
          />
        </div>
        <TabsContent value="lista" className="mt-3">
          <div ref={tableRef}>
            <DataTable
              caption={t('title.poslovi')}
              data={rows}
              columns={columns}
              getRowId={(row) => String(row.Id)}
              isLoading={list.isLoading}
              searchMode="local"
              maxHeight="calc(100dvh - 19rem)"
              labels={{
                search: t('posloviList.search'),
                empty: t('posloviList.empty'),
                loading: t('common.loading'),
              }}
            />
          </div>
        </TabsContent>
        <TabsContent value="mapa" className="mt-3">
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PosloviMap poslovi={rows} onOpen={(id) => void navigate(buildPath('poslovi.info', { posaoId: id }))} />
          </Suspense>
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete?.Naziv}
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          toDelete
            ? remove.mutateAsync(toDelete).catch(() => {
                // Refused: the shared handler has shown the server's reason.
              })
            : undefined
        }
      />
    </div>
  );
}
