import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, Clock } from '@rp/ui';
import { useSession } from '../../lib/session-store.ts';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const role = session?.roles[0] ?? 'User';
  const locale = i18n.language === 'sr' ? 'sr-Latn-RS' : 'en-US';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>{t('home.greeting', { name: t(`roles.${role}`) })}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Clock locale={locale} hasDate className="text-3xl font-semibold tabular-nums" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('home.account')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('home.role')}</dt>
            <dd data-testid="home-role">{t(`roles.${role}`)}</dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
