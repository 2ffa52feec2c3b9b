import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CalendarDays,
  CalendarOff,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleOff,
  Clock3,
  Hourglass,
  Palmtree,
  Pencil,
  Plus,
  TriangleAlert,
} from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  DataTable,
  IconButton,
  MonthPicker,
  PageHeader,
  Skeleton,
  cn,
  useElementWidth,
} from '@rp/ui';
import { GODINA_MAX, GODINA_MIN, fullName, type Evidencija } from '@rp/contract';
import { radnikQuery } from '../radnici/api.ts';
import { monthQuery } from './api.ts';
import { dayStatus, monthStatus, type DayStatus, type MonthStatus } from './day-status.ts';
import { AddEntryDialog, UpdateWorkedDialog } from './components/evidencija-dialogs.tsx';
import { firmToday, formatDay, formatInstantTime } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { LeaveCard } from '../godisnji/components/leave-card.tsx';
import { ZahteviCard } from './components/zahtevi-card.tsx';
import { WorkerHolidaysCard } from '../praznici/components/worker-holidays-card.tsx';

const MONTH_STATUS_TEXT = {
  complete: 'evidencija.monthComplete',
  short: 'evidencija.monthShort',
  inProgress: 'evidencija.monthInProgress',
} as const satisfies Record<MonthStatus, string>;

const STATUS_ICON: Record<DayStatus, typeof CheckCircle2> = {
  done: CheckCircle2,
  short: CircleAlert,
  weekend: CalendarOff,
  holiday: CalendarDays,
  leave: Palmtree,
  open: Clock3,
  notEmployed: CircleOff,
};
const STATUS_CLASS: Record<DayStatus, string> = {
  done: 'text-success',
  short: 'text-danger',
  weekend: 'text-muted-foreground',
  holiday: 'text-info',
  leave: 'text-info',
  open: 'text-muted-foreground',
  notEmployed: 'text-muted-foreground',
};

const NARROW_PX = 640;

/** The month of the address, else the firm's current month (its time zone, as the working day: not the browser's). */
function readMonth(value: string | null): { godina: number; mesec: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const [godina, mesec] = firmToday().split('-').map(Number) as [number, number];
  if (!match) return { godina, mesec };
  const asked = Number(match[2]);
  const askedYear = Number(match[1]);
  // The months the record call answers; another address opens the current month.
  return asked >= 1 && asked <= 12 && askedYear >= GODINA_MIN && askedYear <= GODINA_MAX
    ? { godina: askedYear, mesec: asked }
    : { godina, mesec };
}

const monthParam = (godina: number, mesec: number) => `${godina}-${String(mesec).padStart(2, '0')}`;

/** A worker's monthly time record: every day's planned and worked time, the month's totals, entries and corrections. */
export function EvidencijaPage() {
  const { t } = useTranslation();
  const radnikId = Number(useParams().radnikId);
  const [searchParams, setSearchParams] = useSearchParams();
  const { godina, mesec } = readMonth(searchParams.get('mesec'));
  const month = useQuery(monthQuery(radnikId, godina, mesec));
  const radnik = useQuery(radnikQuery(radnikId));
  const [isAdding, setIsAdding] = useState(false);
  const [editedDay, setEditedDay] = useState<Evidencija | null>(null);
  // Another worker's entries and corrections are Admin's (Demo reads them): offered disabled, never refused.
  const mayEdit = useDozvola()('evidencija.izmena', { radnikId });
  const locales = useLocales();
  const locale = locales.intl;
  const today = firmToday();
  // On a phone the day's arrival and departure give way, so the day, status and hours fit without scrolling.
  const [pageRef, pageWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isNarrow = pageWidth < NARROW_PX;

  const goTo = (year: number, monthNumber: number) => {
    const date = new Date(year, monthNumber - 1, 1);
    setSearchParams({ mesec: monthParam(date.getFullYear(), date.getMonth() + 1) }, { replace: true });
  };

  const columns = useMemo<ColumnDef<Evidencija>[]>(
    () => [
      {
        id: 'datum',
        size: isNarrow ? 100 : 150,
        enableSorting: !isNarrow,
        accessorKey: 'Datum',
        header: t('evidencija.date'),
        cell: ({ row }) => {
          const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(
            new Date(`${row.original.Datum}T12:00:00`),
          );
          return (
            <span className="tabular-nums">
              {/* The month is in the picker above: a phone shows the day and month only. */}
              {isNarrow ? formatDay(row.original.Datum).slice(0, 5) : formatDay(row.original.Datum)}{' '}
              <span className="text-muted-foreground">{weekday}</span>
            </span>
          );
        },
      },
      {
        id: 'status',
        size: isNarrow ? 40 : 80,
        header: () => <span className={cn(isNarrow && 'sr-only')}>{t('evidencija.status')}</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const status = dayStatus(row.original, today);
          const Icon = STATUS_ICON[status];
          const label = t(`evidencija.dayStatus.${status}`);
          return (
            <Icon role="img" aria-label={label} className={cn('size-4', STATUS_CLASS[status])} data-status={status} />
          );
        },
      },
      {
        id: 'planirano',
        size: isNarrow ? 82 : 110,
        accessorKey: 'Planirano',
        enableSorting: !isNarrow,
        header: isNarrow ? t('evidencija.plannedShort') : t('evidencija.planned'),
        cell: ({ getValue }) => (
          <span className={cn('font-mono tabular-nums', isNarrow && 'text-xs')}>{getValue<string>()}</span>
        ),
      },
      {
        id: 'odradjeno',
        size: isNarrow ? 82 : 110,
        accessorKey: 'Odradjeno',
        enableSorting: !isNarrow,
        header: isNarrow ? t('evidencija.workedShort') : t('evidencija.worked'),
        cell: ({ row }) => (
          <span className={cn('inline-flex items-center gap-1 font-mono tabular-nums', isNarrow && 'text-xs')}>
            {row.original.Ispravljeno ? (
              <span
                title={t('evidencija.correctedTitle', { measured: row.original.OdradjenoMereno })}
                data-testid="worked-corrected"
              >
                {row.original.Odradjeno}
                <span className="sr-only"> ({t('evidencija.corrected')})</span>
                <span aria-hidden className="text-info">
                  *
                </span>
              </span>
            ) : (
              row.original.Odradjeno
            )}
            {row.original.NaCekanju && (
              <Hourglass
                role="img"
                aria-label={t('evidencija.pendingTitle')}
                className="size-3.5 text-warning"
                data-testid="day-pending"
              />
            )}
          </span>
        ),
      },
      {
        id: 'izmereno',
        size: 110,
        meta: { hideBelow: NARROW_PX },
        accessorKey: 'OdradjenoMereno',
        enableSorting: false,
        header: t('evidencija.measured'),
        cell: ({ getValue }) => (
          <span className="font-mono text-muted-foreground tabular-nums">{getValue<string>()}</span>
        ),
      },
      {
        id: 'dolazak',
        size: 100,
        meta: { hideBelow: NARROW_PX },
        header: t('evidencija.arrival'),
        enableSorting: false,
        cell: ({ row }) => formatInstantTime(row.original.Pocetak, locale),
      },
      {
        id: 'odlazak',
        size: 100,
        meta: { hideBelow: NARROW_PX },
        header: t('evidencija.departure'),
        enableSorting: false,
        cell: ({ row }) => formatInstantTime(row.original.Kraj, locale),
      },
      {
        id: 'akcije',
        size: isNarrow ? 52 : 64,
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <IconButton
            label={t('evidencija.editWorkedOf', { date: formatDay(row.original.Datum) })}
            variant="ghost"
            size="sm"
            disabled={!mayEdit}
            onClick={() => setEditedDay(row.original)}
            icon={<Pencil aria-hidden className="size-4" />}
          />
        ),
      },
    ],
    [t, locale, today, isNarrow, mayEdit],
  );

  const data = month.data;
  const stanjeMeseca = data ? monthStatus(data, today) : undefined;

  // A worker who does not exist has no month to record: the address names no record (as a worker's status page does).
  if (isNotFound(radnik.error)) return <Navigate to="/404" replace />;

  return (
    <div ref={pageRef} className="space-y-4">
      <PageHeader
        className="items-end"
        title={t('title.evidencija')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <IconButton
              label={t('evidencija.previousMonth')}
              variant="outline"
              onClick={() => goTo(godina, mesec - 1)}
              icon={<ChevronLeft aria-hidden className="size-4" />}
            />
            <MonthPicker
              aria-label={t('evidencija.month')}
              className="w-44"
              value={new Date(godina, mesec - 1, 1)}
              onValueChange={(date) => goTo(date.getFullYear(), date.getMonth() + 1)}
              locale={locales.short}
              labels={{
                previousYear: t('evidencija.previousYear'),
                nextYear: t('evidencija.nextYear'),
                placeholder: t('evidencija.month'),
              }}
            />
            <IconButton
              label={t('evidencija.nextMonth')}
              variant="outline"
              onClick={() => goTo(godina, mesec + 1)}
              icon={<ChevronRight aria-hidden className="size-4" />}
            />
            <Button
              onClick={() => setIsAdding(true)}
              disabled={!mayEdit}
              title={mayEdit ? undefined : t('common.notAllowed')}
            >
              <Plus aria-hidden className="size-4" />
              {t('evidencija.addEntry')}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-muted-foreground wrap-anywhere">{radnik.data ? fullName(radnik.data) : ' '}</p>
      </PageHeader>

      <Card>
        <CardContent className="flex flex-wrap items-center gap-6 py-4">
          {data ? (
            <>
              <div>
                <p className="text-xs text-muted-foreground">{t('evidencija.monthPlanned')}</p>
                <p className="font-mono text-lg font-semibold tabular-nums" data-testid="month-planned">
                  {data.Planirano}
                </p>
              </div>
              <div>
                <p className="text-xs text-muted-foreground">{t('evidencija.monthWorked')}</p>
                <p className="font-mono text-lg font-semibold tabular-nums" data-testid="month-worked">
                  {data.Odradjeno}
                </p>
              </div>
              <p
                className={cn(
                  'flex items-center gap-2 text-sm',
                  stanjeMeseca === 'complete' && 'text-success',
                  stanjeMeseca === 'short' && 'text-warning-foreground',
                  stanjeMeseca === 'inProgress' && 'text-muted-foreground',
                )}
                data-testid="month-status"
              >
                {stanjeMeseca === 'complete' ? (
                  <CheckCircle2 aria-hidden className="size-5" />
                ) : stanjeMeseca === 'short' ? (
                  <TriangleAlert aria-hidden className="size-5 text-warning" />
                ) : (
                  <Clock3 aria-hidden className="size-5" />
                )}
                {stanjeMeseca && t(MONTH_STATUS_TEXT[stanjeMeseca])}
              </p>
            </>
          ) : (
            <Skeleton className="h-12 w-72" />
          )}
        </CardContent>
      </Card>

      <DataTable
        caption={t('evidencija.caption', {
          month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
            new Date(godina, mesec - 1, 1),
          ),
        })}
        data={data?.itemList ?? []}
        columns={columns}
        getRowId={(row) => row.Datum}
        isLoading={month.isLoading}
        maxHeight="none"
        getRowClassName={(row) => (row.Vikend || row.Praznik ? 'bg-muted/50' : undefined)}
        labels={{ empty: t('evidencija.empty') }}
      />

      <ZahteviCard radnikId={radnikId} />

      <div className="grid gap-4 lg:grid-cols-2">
        <LeaveCard radnikId={radnikId} />
        <WorkerHolidaysCard radnikId={radnikId} godina={godina} />
      </div>

      <AddEntryDialog radnikId={radnikId} open={isAdding} onOpenChange={setIsAdding} />
      <UpdateWorkedDialog day={editedDay} onOpenChange={(isOpen) => !isOpen && setEditedDay(null)} />
    </div>
  );
}
