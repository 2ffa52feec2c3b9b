import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Save, Scale, Trash2 } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Input,
  formatDecimal,
  formatDistance,
  formatEuro,
  formatNumber,
  useElementWidth,
  useSubmitGuard,
} from '@rp/ui';
import {
  buildPath,
  indikacijaVrednosti,
  uskladjenaJedinicnaVrednost,
  uskladjivanjeSchema,
  type Komparativ,
  type KomparativLista,
} from '@rp/contract';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.tsx';
import { placeOf, vrstaName } from '../nepokretnosti/list-columns.tsx';
import { useRemoveKomparativi, useSaveKomparativi } from './api.ts';
import { IndikacijaPanel } from './components/indikacija-panel.tsx';
import { KomparativiFrame } from './components/komparativi-frame.tsx';

/** A typed percent: '', '12', '-5,5' or '7.25'; NaN when unreadable. */
export function parsePercent(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '').replace('−', '-').replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const percentText = (value: number) => formatDecimal(value, 2).replace(/\./g, '').replace('\u2212', '-');

/**
 * A subject's comparables (part 2 §2 procene/{procenaId}/komparativi/{predmetKomparativ}): each with its corrected
 * unit price, the valuer's adjustment percent and the adjusted unit value = (percent + 100) × price / 100, live while
 * typed; the indicated unit value (their mean, with the spread) and the indicated market value (× the subject's area).
 * The percents are saved together (PUT procene/komparativi/update); the server derives every value again.
 */
export function KomparativiPage() {
  const { t } = useTranslation();
  const procenaId = Number(useParams().procenaId);
  return (
    <KomparativiFrame
      back={{ to: buildPath('procene.predmeti', { procenaId }), label: t('komparativi.backToPredmeti') }}
      title={t('title.komparativi')}
    >
      {(lista) => <KomparativiEditor lista={lista} />}
    </KomparativiFrame>
  );
}

/**
 * Below this table width the list keeps the property, the percent and the removal: the comparable's number and distance
 * join the type, its area and corrected price per m² a line under the address, and the adjusted value goes under the
 * percent. It is the width the eight columns need (940 px and the table's 2 px border), so no width scrolls sideways:
 * a 390 px phone gives the table 356 px, a 1024 px laptop beside the menu about 750.
 */
const PHONE_PX = 942;
/** A phone's percent column holds its input and the adjusted value under it; the property takes what is left. */
const PHONE_SIZE = { percent: 112, ukloni: 44 } as const;

/** A comparable as its row shows it: the typed percent, its error and the adjusted value it gives. */
type Row = Komparativ & { index: number; text: string; error: string | undefined; uskladjena: number };

function KomparativiEditor({ lista }: { lista: KomparativLista }) {
  const { t, i18n } = useTranslation();
  const dozvola = useDozvola();
  const mozeOtvoriti = useMozeOtvoriti();
  const isEnglish = i18n.language !== 'sr';
  const procenaId = lista.procenaId;
  const predmetId = lista.predmet.id;
  const canEdit = dozvola('procene.izmena');
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [toRemove, setToRemove] = useState<Komparativ | null>(null);
  const save = useSaveKomparativi(procenaId, predmetId);
  const remove = useRemoveKomparativi(procenaId, predmetId);
  const submitGuard = useSubmitGuard();

  const textOf = (item: Komparativ) => edits[item.id] ?? percentText(item.procentualnoUskladjivanje);
  const percentOf = (item: Komparativ): { value: number; error?: string } => {
    const text = edits[item.id];
    if (text === undefined) return { value: item.procentualnoUskladjivanje };
    const value = parsePercent(text);
    if (!uskladjivanjeSchema.safeParse(value).success)
      return { value: item.procentualnoUskladjivanje, error: t('komparativi.errors.percent') };
    return { value };
  };
  const changed = lista.itemList.filter((item) => {
    const { value, error } = percentOf(item);
    return error === undefined && value !== item.procentualnoUskladjivanje;
  });
  const hasErrors = lista.itemList.some((item) => percentOf(item).error !== undefined);
  const isDirty = changed.length > 0 || hasErrors;
  const { dialog } = useLeaveGuard(isDirty);

  const values = lista.itemList.map((item) =>
    uskladjenaJedinicnaVrednost(percentOf(item).value, item.korigovanaJedinicnaCena),
  );
  const indikacija = indikacijaVrednosti(values, lista.predmet.kvadratura);
  const rows: Row[] = lista.itemList.map((item, index) => ({
    ...item,
    index,
    text: textOf(item),
    error: percentOf(item).error,
    uskladjena: values[index]!,
  }));
  const onPercentChange = useCallback(
    (id: number, text: string) => setEdits((current) => ({ ...current, [id]: text })),
    [],
  );

  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;
  // The columns are made again only when a phone's width changes: a new cell function remounts the input.
  const phoneWidth = isPhone ? tableWidth : 0;

  // Stable between keystrokes: a new cell function would be a new component and remount the input being typed in.
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const redniBroj: ColumnDef<Row> = {
      id: 'redniBroj',
      header: t('komparativi.columns.redniBroj'),
      size: 52,
      enableSorting: false,
      cell: ({ row }) => <span className="tabular-nums">{row.original.index + 1}.</span>,
    };
    const nepokretnost: ColumnDef<Row> = {
      id: 'nepokretnost',
      header: t('komparativi.columns.nepokretnost'),
      size: 180,
      enableSorting: false,
      cell: ({ row }) => {
        const n = row.original.nepokretnost;
        return (
          <div className="min-w-0">
            <Link
              to={buildPath('nepokretnosti.info', { nepokretnostId: n.id })}
              title={vrstaName(n.vrsta.id, isEnglish, n.vrsta.naziv)}
              className="block truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {vrstaName(n.vrsta.id, isEnglish, n.vrsta.naziv)}
            </Link>
            <p className="truncate text-xs text-muted-foreground">
              {[n.adresa, placeOf(n)].filter(Boolean).join(', ')}
            </p>
          </div>
        );
      },
    };
    const nepokretnostPhone: ColumnDef<Row> = {
      ...nepokretnost,
      size: Math.max(150, phoneWidth - 2 - PHONE_SIZE.percent - (canEdit ? PHONE_SIZE.ukloni : 0)),
      meta: { headerClassName: 'pr-2', cellClassName: 'pr-2' },
      cell: ({ row }) => {
        const item = row.original;
        const n = item.nepokretnost;
        const vrsta = vrstaName(n.vrsta.id, isEnglish, n.vrsta.naziv);
        const adresa = [n.adresa, placeOf(n)].filter(Boolean).join(', ');
        return (
          <div className="min-w-0">
            <p className="flex min-w-0 items-baseline gap-1.5">
              <span className="shrink-0 text-muted-foreground tabular-nums">{item.index + 1}.</span>
              <Link
                to={buildPath('nepokretnosti.info', { nepokretnostId: n.id })}
                title={vrsta}
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {vrsta}
              </Link>
              {item.udaljenost === null ? null : (
                <span
                  title={t('komparativi.columns.udaljenost')}
                  className="ml-auto shrink-0 text-sm text-muted-foreground tabular-nums"
                >
                  {formatDistance(item.udaljenost)}
                </span>
              )}
            </p>
            <p title={adresa} className="truncate text-xs text-muted-foreground">
              {adresa}
            </p>
            <p className="truncate text-xs text-muted-foreground tabular-nums">
              {`${formatNumber(n.kvadratura, 0)} m² · ${formatEuro(item.korigovanaJedinicnaCena, 2)}/m²`}
            </p>
          </div>
        );
      },
    };
    const procentualnoUskladjivanje: ColumnDef<Row> = {
      id: 'procentualnoUskladjivanje',
      header: t('komparativi.columns.procentualnoUskladjivanje'),
      size: isPhone ? PHONE_SIZE.percent : 124,
      enableSorting: false,
      meta: isPhone ? { headerClassName: 'px-2', cellClassName: 'px-2' } : undefined,
      cell: ({ row }) => {
        const item = row.original;
        const error = item.error;
        const errorId = `uskladjivanje-${item.id}-error`;
        return (
          <div className="flex flex-col gap-0.5">
            <div className="flex items-center gap-1">
              <Input
                aria-label={t('komparativi.percentOf', { n: item.index + 1 })}
                inputMode="decimal"
                autoComplete="off"
                readOnly={!canEdit}
                value={item.text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onPercentChange(item.id, event.target.value)}
                className="h-8 w-20 tabular-nums"
              />
              <span aria-hidden>%</span>
            </div>
            {isPhone ? (
              <p className="text-xs font-medium tabular-nums">
                <span className="sr-only">{t('komparativi.columns.uskladjenaJedinicnaVrednost')}: </span>
                <span data-testid="uskladjena">{`${formatEuro(item.uskladjena, 2)}/m²`}</span>
              </p>
            ) : null}
            {error ? (
              <p id={errorId} role="alert" className="text-xs text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      },
    };
    const uskladjenaJedinicnaVrednost: ColumnDef<Row> = {
      id: 'uskladjenaJedinicnaVrednost',
      header: t('komparativi.columns.uskladjenaJedinicnaVrednost'),
      size: 170,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="font-medium tabular-nums" data-testid="uskladjena">
          {`${formatEuro(row.original.uskladjena, 2)}/m²`}
        </span>
      ),
    };
    const kvadratura: ColumnDef<Row> = {
      id: 'kvadratura',
      header: t('komparativi.columns.kvadratura'),
      size: 84,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="tabular-nums">{`${formatNumber(row.original.nepokretnost.kvadratura, 0)} m²`}</span>
      ),
    };
    const korigovanaJedinicnaCena: ColumnDef<Row> = {
      id: 'korigovanaJedinicnaCena',
      header: t('komparativi.columns.korigovanaJedinicnaCena'),
      size: 150,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="tabular-nums">{`${formatEuro(row.original.korigovanaJedinicnaCena, 2)}/m²`}</span>
      ),
    };
    const udaljenost: ColumnDef<Row> = {
      id: 'udaljenost',
      header: t('komparativi.columns.udaljenost'),
      size: 100,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original.udaljenost === null ? '—' : formatDistance(row.original.udaljenost)}
        </span>
      ),
    };
    const ukloni: ColumnDef<Row> = {
      id: 'ukloni',
      // on a phone the button alone: the header's text would be cut
      header: isPhone ? () => <span className="sr-only">{t('common.actions')}</span> : t('common.actions'),
      size: isPhone ? PHONE_SIZE.ukloni : 80,
      enableSorting: false,
      meta: isPhone ? { label: t('common.actions'), headerClassName: 'px-1', cellClassName: 'px-1' } : undefined,
      cell: ({ row }) => (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('komparativi.remove', { n: row.original.index + 1 })}
          onClick={() => setToRemove(row.original)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ),
    };
    const removal = canEdit ? [ukloni] : [];
    if (isPhone) return [nepokretnostPhone, procentualnoUskladjivanje, ...removal];
    return [
      redniBroj,
      nepokretnost,
      procentualnoUskladjivanje,
      uskladjenaJedinicnaVrednost,
      kvadratura,
      korigovanaJedinicnaCena,
      udaljenost,
      ...removal,
    ];
  }, [t, isEnglish, canEdit, onPercentChange, isPhone, phoneWidth]);
  const isFull = lista.itemList.length >= lista.maxKomparativa;
  const canAdd = mozeOtvoriti('procene.komparativiUnos', { procenaId, predmetKomparativ: predmetId }) && canEdit;

  const submit = submitGuard.guard(async () => {
    if (hasErrors || changed.length === 0) return;
    await save
      .mutateAsync(
        changed.map((item) => ({
          procenaId,
          predmetKomparativ: predmetId,
          id: item.id,
          procentualnoUskladjivanje: percentOf(item).value,
          verzija: item.verzija,
        })),
      )
      .then(() => setEdits({}))
      .catch(() => {
        // Refused: the shared handler has shown the server's reason; what was typed stays.
      });
  });

  const predmet = lista.predmet;
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
      <div className="flex flex-wrap items-center gap-2">
        {canAdd ? (
          isFull ? (
            <Button type="button" variant="outline" disabled>
              <Plus aria-hidden className="size-4" />
              {t('komparativi.add')}
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <Link to={buildPath('procene.komparativiUnos', { procenaId, predmetKomparativ: predmetId })}>
                <Plus aria-hidden className="size-4" />
                {t('komparativi.add')}
              </Link>
            </Button>
          )
        ) : null}
        <span className="text-sm text-muted-foreground">
          {t('komparativi.count', { count: lista.itemList.length, max: lista.maxKomparativa })}
        </span>
      </div>
      {lista.itemList.length === 0 ? (
        <EmptyState icon={<Scale aria-hidden />} title={t('komparativi.empty')} />
      ) : (
        <form
          noValidate
          aria-label={t('komparativi.formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="space-y-4"
        >
          <div ref={tableRef} className="min-w-0">
            <DataTable
              data={rows}
              columns={columns}
              caption={t('title.komparativi')}
              getRowId={(row) => String(row.id)}
              rowHeight={64}
              labels={{ empty: t('komparativi.empty'), loading: t('common.loading') }}
            />
          </div>
          <IndikacijaPanel indikacija={indikacija} kvadratura={predmet.kvadratura} />
          {canEdit ? (
            <div className="flex flex-wrap items-center justify-end gap-2">
              {hasErrors ? <p className="text-sm text-danger">{t('komparativi.errors.fix')}</p> : null}
              <Button type="submit" disabled={!isDirty || hasErrors || submitGuard.isSubmitting}>
                <Save aria-hidden className="size-4" />
                {t('common.save')}
              </Button>
            </div>
          ) : null}
        </form>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(isOpen) => !isOpen && setToRemove(null)}
        title={t('common.confirmDeletion')}
        itemName={
          toRemove
            ? [toRemove.nepokretnost.adresa, placeOf(toRemove.nepokretnost)].filter(Boolean).join(', ')
            : undefined
        }
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          toRemove
            ? remove.mutateAsync([toRemove.id]).catch(() => {
                // Refused: the shared handler has shown the server's reason.
              })
            : undefined
        }
      />
      {dialog}
    </>
  );
}
