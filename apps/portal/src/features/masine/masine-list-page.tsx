import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@rp/ui';
import type { Masina } from '@rp/contract';
import { masineListQuery } from './api.ts';

/** The equipment list (shown as 'Oprema'), for every role. */
export function MasineListPage() {
  const { t } = useTranslation();
  const masine = useQuery(masineListQuery());
  const columns = useMemo<ColumnDef<Masina>[]>(
    () => [
      { id: 'id', size: 72, accessorKey: 'Id', header: t('masine.id'), meta: { align: 'right' } },
      { id: 'ime', size: 420, accessorKey: 'Ime', header: t('masine.name') },
    ],
    [t],
  );
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t('title.masine')}</h1>
      <DataTable
        caption={t('title.masine')}
        data={masine.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.Id)}
        isLoading={masine.isLoading}
        searchMode="local"
        defaultSorting={[{ id: 'ime', desc: false }]}
        maxHeight="none"
        labels={{ search: t('common.search'), empty: t('masine.empty'), loading: t('common.loading') }}
      />
    </div>
  );
}
