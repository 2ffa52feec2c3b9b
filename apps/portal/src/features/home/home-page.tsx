import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { buildPath, fullName } from '@rp/contract';
import { radnikQuery } from '../radnici/api.ts';
import { WorkDayPanel } from '../evidencija/components/work-day-panel.tsx';
import { CurrentNextCard } from '../zadaci/components/current-next-card.tsx';
import { NotesCard, RssCard } from './home-cards.tsx';
import { ZahteviCard } from '../evidencija/components/zahtevi-card.tsx';
import { pickQuote } from './quotes.ts';
import { Button, Card, CardContent, CardHeader, CardTitle, Clock } from '@rp/ui';
import { useSession } from '../../lib/session-store.ts';
import { useLocales } from '../../lib/use-locales.ts';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const role = session?.roles[0] ?? 'User';
  const locale = useLocales().intl;
  const radnik = useQuery({ ...radnikQuery(session?.id ?? 0), enabled: !!session });
  // One quote per visit of the home page, in the interface language.
  const [quoteSeed] = useState(Math.random);
  const quote = pickQuote(i18n.language, () => quoteSeed);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {session && <WorkDayPanel radnikId={session.id} isCheckedOnLoad={role !== 'Demo'} className="md:col-span-2" />}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>{t('home.greeting', { name: radnik.data ? radnik.data.ime : t(`roles.${role}`) })}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Clock locale={locale} hasDate className="text-3xl font-semibold tabular-nums" />
          <blockquote
            className="mt-4 border-l-2 border-primary pl-3 text-sm text-muted-foreground italic"
            data-testid="home-quote"
          >
            {quote}
          </blockquote>
        </CardContent>
      </Card>
      {session && <CurrentNextCard radnikId={session.id} />}
      {/* Only Admin resolves the workers' time-record corrections. */}
      {session?.roles.includes('Admin') && <ZahteviCard className="md:col-span-2" />}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('home.account')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('home.role')}</dt>
            <dd data-testid="home-role">{t(`roles.${role}`)}</dd>
            {radnik.data && (
              <>
                <dt className="text-muted-foreground">{t('home.name')}</dt>
                <dd>{fullName(radnik.data)}</dd>
                <dt className="text-muted-foreground">{t('home.username')}</dt>
                <dd className="font-mono">{radnik.data.username}</dd>
              </>
            )}
          </dl>
          {session && (
            <Button variant="outline" size="sm" className="mt-4" asChild>
              <Link to={buildPath('radnici.info', { radnikId: session.id })}>
                <UserRound aria-hidden className="size-4" />
                {t('home.myProfile')}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      {session && <NotesCard radnikId={session.id} />}
      <RssCard />
    </div>
  );
}
