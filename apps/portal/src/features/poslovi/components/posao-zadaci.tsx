import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  buttonVariants,
  cn,
  formatDecimal,
  useElementWidth,
} from '@rp/ui';
import { buildPath, type Zadatak } from '@rp/contract';
import { formatInstantDate } from '../../../lib/format.ts';
import { TaskStatusBadge } from '../../zadaci/components/task-status-badge.tsx';
import { zadatakEditPath } from '../../zadaci/zadatak-form.ts';
import { zadaciPoslaQuery } from '../api.ts';

/** Below this table width (a phone) only the name, the state and the edit stay. */
const PHONE_PX = 640;

/** The job's tasks (zadaci/get/posao), shown and loaded only for Admin and Demo (part 1 §6). */
export function PosaoZadaci({ posaoId }: { posaoId: number }) {
  const { t } = useTranslation();
  const zadaci = useQuery(zadaciPoslaQuery(posaoId));
  const rows = useMemo(() => zadaci.data ?? [], [zadaci.data]);
  const [tableRef, tableWidth] = useElementWidth<HTMLDivElement>(50, 1024);
  const isPhone = tableWidth < PHONE_PX;
  const columns = useMemo<ColumnDef<Zadatak>[]>(() => {
    const byId = new Map(rows.map((zadatak) => [zadatak.Id, zadatak.Naziv]));
    return [
      {
        id: 'naziv',
        // On a phone the name takes what the state and the edit leave.
        size: isPhone ? 136 : 200,
        accessorKey: 'Naziv',
        header: t('posao.zadaci.columns.naziv'),
        cell: ({ row }) => (
          <Link
            to={buildPath('zadaci.info', { posaoId, zadatakId: row.original.Id })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.original.Naziv}
          </Link>
        ),
      },
      {
        id: 'pocetak',
        size: 110,
        accessorKey: 'Pocetak',
        header: t('posao.zadaci.columns.pocetak'),
        cell: ({ row }) => <span className="tabular-nums">{formatInstantDate(row.original.Pocetak)}</span>,
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'kraj',
        size: 110,
        accessorKey: 'Kraj',
        header: t('posao.zadaci.columns.kraj'),
        cell: ({ row }) => <span className="tabular-nums">{formatInstantDate(row.original.Kraj)}</span>,
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'trajanje',
        size: 120,
        accessorKey: 'PlaniranoTrajanje',
        header: t('posao.zadaci.columns.trajanje'),
        cell: ({ row }) =>
          t('posao.zadaci.hours', {
            sati: formatDecimal(row.original.PlaniranoTrajanje, 2),
            dani: formatDecimal(row.original.PlaniranoTrajanjeDani, 2),
          }),
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'zavisnost',
        size: 150,
        accessorFn: (zadatak) => (zadatak.Zavisnost === null ? '' : (byId.get(zadatak.Zavisnost) ?? '')),
        header: t('posao.zadaci.columns.zavisnost'),
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'radnici',
        size: 150,
        accessorFn: (zadatak) => zadatak.Radnici.map((radnik) => `${radnik.Ime} ${radnik.Prezime}`).join(', '),
        header: t('posao.zadaci.columns.radnici'),
        meta: { hideBelow: PHONE_PX },
      },
      {
        id: 'status',
        size: isPhone ? 112 : 120,
        accessorKey: 'Status',
        // 'Not started' is 96 px: on a phone with 8 px of padding, so name, state and edit fit a 360 px screen
        meta: isPhone ? { headerClassName: 'px-2', cellClassName: 'px-2' } : undefined,
        header: t('posao.zadaci.columns.status'),
        cell: ({ row }) => <TaskStatusBadge status={row.original.Status} />,
      },
      {
        id: 'akcije',
        size: 44,
        enableSorting: false,
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        // the 28 px button with 8 px on each side: the default 12 px would cut it
        meta: { align: 'right', label: t('common.actions'), headerClassName: 'px-2', cellClassName: 'px-2' },
        cell: ({ row }) => (
          <Link
            to={zadatakEditPath(row.original)}
            aria-label={t('posao.zadaci.editOf', { naziv: row.original.Naziv })}
            title={t('posao.zadaci.edit')}
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-7')}
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
        ),
      },
    ];
  }, [t, rows, posaoId, isPhone]);

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('posao.zadaci.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent ref={tableRef}>
        <DataTable
          caption={t('posao.zadaci.title')}
          data={rows}
          columns={columns}
          getRowId={(row) => String(row.Id)}
          isLoading={zadaci.isLoading}
          labels={{ empty: t('posao.zadaci.empty'), loading: t('common.loading') }}
        />
      </CardContent>
    </Card>
  );
}
