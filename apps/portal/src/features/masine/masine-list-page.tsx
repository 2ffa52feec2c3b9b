import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { FileText, Plus, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, DataTable, IconButton, PageHeader } from '@rp/ui';
import { buildPath, type Masina } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { masineListQuery, useDeleteMasina } from './api.ts';

/** Below this table width (a phone) only the name stays. */
const PHONE_PX = 640;

/** The equipment list (shown as 'Oprema'), for every role; Admin and Demo also create equipment here. */
export function MasineListPage() {
  const { t } = useTranslation();
  const dozvola = useDozvola();
  const masine = useQuery(masineListQuery());
  const canCreate = hasScreen('masine.unos') && dozvola('masine.izmena');
  // The server's DELETE masine/{id} takes the same roles as creating equipment.
  const canDelete = dozvola('masine.izmena');
  const [toDelete, setToDelete] = useState<Masina | null>(null);
  const remove = useDeleteMasina();
  const columns = useMemo<ColumnDef<Masina>[]>(
    () => [
      { id: 'id', size: 72, accessorKey: 'Id', header: t('masine.id'), meta: { align: 'right', hideBelow: PHONE_PX } },
      {
        id: 'ime',
        size: 300,
        accessorKey: 'Ime',
        header: t('masine.name'),
        cell: ({ row }) =>
          hasScreen('masine.info') ? (
            <Link
              to={buildPath('masine.info', { masinaId: row.original.Id })}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {row.original.Ime}
            </Link>
          ) : (
            row.original.Ime
          ),
      },
      {
        id: 'akcije',
        size: 140,
        // On a phone the name leads to the equipment's form, which links to its documents.
        meta: { hideBelow: PHONE_PX },
        header: () => <span className="sr-only">{t('common.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex items-center gap-1">
            {hasScreen('masine.dokumenti') && (
              <Button variant="ghost" size="sm" asChild>
                <Link to={buildPath('masine.dokumenti', { fileGroupId: row.original.Id })}>
                  <FileText aria-hidden className="size-4" />
                  {t('masine.documents')}
                </Link>
              </Button>
            )}
            {canDelete && (
              <IconButton
                size="sm"
                label={t('masine.deleteOf', { naziv: row.original.Ime })}
                className="text-danger hover:text-danger"
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => setToDelete(row.original)}
              />
            )}
          </div>
        ),
      },
    ],
    [t, canDelete],
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.masine')}
        actions={
          canCreate && (
            <Button asChild>
              <Link to={buildPath('masine.unos')}>
                <Plus aria-hidden className="size-4" />
                {t('masine.new')}
              </Link>
            </Button>
          )
        }
      />
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete?.Ime}
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          toDelete
            ? remove.mutateAsync(toDelete).catch(() => {
                // Refused (a task names it): the handler has shown the server's reason.
              })
            : undefined
        }
      />
    </div>
  );
}
