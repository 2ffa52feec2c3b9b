import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField, PageHeader, Select, Skeleton } from '@rp/ui';
import { buildPath, fullName } from '@rp/contract';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { radniciListQuery, radnikQuery } from '../radnici/api.ts';
import { WorkerTasks } from './components/worker-tasks.tsx';

/**
 * A worker's task status (/index/radnici/status/:radnikId, Admin and Demo): the worker's tasks with their commands
 * and the worker's timeline. The Admin switches worker with a picker of active workers; Demo sees the name.
 */
export function RadnikStatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const radnikId = Number(useParams().radnikId);
  // The worker picker and the record links are Admin's (part 1 §2).
  const isAdmin = useDozvola()('zadaci.veze');
  const radnik = useQuery(radnikQuery(radnikId));
  const radnici = useQuery({ ...radniciListQuery(true), enabled: isAdmin });

  if (isNotFound(radnik.error)) return <Navigate to="/404" replace />;

  const options = (radnici.data ?? []).map((worker) => ({ value: String(worker.id), label: fullName(worker) }));
  // An inactive worker opened by address stays choosable, so the picker always shows whose tasks these are.
  if (radnik.data && !options.some((option) => option.value === String(radnikId)))
    options.unshift({ value: String(radnikId), label: fullName(radnik.data) });

  return (
    <div className="space-y-4">
      <PageHeader
        className="items-end"
        title={t('title.radnikStatus')}
        actions={
          isAdmin && (
            <FormField label={t('zadaci.worker')} className="w-full sm:w-72">
              <Select
                options={options}
                value={String(radnikId)}
                onValueChange={(value) => {
                  if (value) void navigate(buildPath('radnici.status', { radnikId: value }));
                }}
                placeholder={t('common.loading')}
                isRequired
              />
            </FormField>
          )
        }
      >
        {!isAdmin &&
          (radnik.data ? (
            <p className="text-muted-foreground" data-testid="radnik-name">
              {fullName(radnik.data)}
            </p>
          ) : (
            <Skeleton className="mt-1 h-5 w-40" />
          ))}
      </PageHeader>
      <WorkerTasks radnikId={radnikId} isAdmin={isAdmin} />
    </div>
  );
}
