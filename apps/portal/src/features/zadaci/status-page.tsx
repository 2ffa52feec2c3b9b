import { useTranslation } from 'react-i18next';
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
      <h1 className="text-xl font-semibold">{t('title.status')}</h1>
      <WorkerTasks radnikId={session?.id ?? 0} isAdmin={isAdmin} />
    </div>
  );
}
