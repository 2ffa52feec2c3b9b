import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@rp/ui';
import { clientConfigQuery } from '../features/session/api.ts';

/** The demo deployment's banner with its logins (part 1 §1), on every screen, not only the sign-in page. */
export function DemoBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const config = useQuery(clientConfigQuery());
  if (!config.data?.demo || config.data.demoLogins.length === 0) return null;
  const logins = config.data.demoLogins.map((login) => `${login.username}/${login.password}`).join(', ');
  return (
    <aside
      aria-label={t('demoBanner.label')}
      data-testid="demo-banner"
      className={cn('mb-4 rounded-md border border-info/30 bg-info/10 px-3 py-2 text-sm break-words', className)}
    >
      <span className="font-semibold">{t('demoBanner.title')}</span> {t('demoBanner.logins', { logins })}
    </aside>
  );
}
