import { useTranslation } from 'react-i18next';
import { PageHeader } from '@rp/ui';
import { useSession } from '../../lib/session-store.ts';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { WorkerTasks } from './components/worker-tasks.tsx';

/** The user's own tasks (/status) with their commands and the user's timeline. */
export function StatusPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = useDozvola()('zadaci.veze');
  return (
    <div className="space-y-4">
      <PageHeader title={t('title.status')} />
      <WorkerTasks radnikId={session?.id ?? 0} isAdmin={isAdmin} />
    </div>
  );
}
