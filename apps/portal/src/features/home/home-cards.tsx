import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, RelativeTime, Skeleton } from '@rp/ui';
import { rssItemsQuery } from './api.ts';
import { newsState } from './news-state.ts';
import { homeNotesQuery } from '../notes/api.ts';
import { sortNotes } from '../notes/sort-notes.ts';
import { NotePriorityBadge } from '../notes/components/note-priority-badge.tsx';
import { useLocales } from '../../lib/use-locales.ts';

/** The worker's notes, most important first (priority 1 is the highest). */
export function NotesCard({ radnikId }: { radnikId: number }) {
  const { t } = useTranslation();
  const notes = useQuery(homeNotesQuery(radnikId));
  const sorted = sortNotes(notes.data ?? []);
  return (
    <Card role="region" aria-label={t('home.notes')}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('home.notes')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {notes.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('home.noNotes')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {sorted.slice(0, 6).map((note) => (
              <li key={note.Id} className="flex items-start gap-2">
                <NotePriorityBadge prioritet={note.Prioritet} className="shrink-0" />
                <span className="whitespace-pre-line">{note.Tekst}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** News from the firm's RSS feeds; feeds that could not be read are named, and a card whose every feed failed says so. */
export function RssCard() {
  const { t } = useTranslation();
  const items = useQuery(rssItemsQuery());
  const news = items.data ? newsState(items.data) : undefined;
  const locales = useLocales();
  return (
    <Card role="region" aria-label={t('home.news')}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('home.news')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : items.isError || news?.kind === 'allFailed' ? (
          <p role="status" className="text-sm text-warning-foreground" data-testid="news-failed">
            {news?.kind === 'allFailed' ? t('home.newsAllFailed', { count: news.count }) : t('home.newsUnavailable')}
          </p>
        ) : news?.kind !== 'items' ? (
          <p className="text-sm text-muted-foreground">{t('home.noNews')}</p>
        ) : (
          <>
            {news.items.length === 0 && <p className="text-sm text-muted-foreground">{t('home.noNews')}</p>}
            <ul className="space-y-2 text-sm">
              {news.items.slice(0, 8).map((item) => (
                <li key={`${item.feedId}-${item.link}`}>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {item.title}
                  </a>
                  <p className="text-xs text-muted-foreground">
                    {item.feed}
                    {item.date && (
                      <>
                        {' · '}
                        <RelativeTime date={new Date(item.date)} format={locales.short} />
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
            {news.failed.length > 0 && (
              <p className="mt-3 text-xs text-muted-foreground" data-testid="news-partly-failed">
                {t('home.newsSomeFailed', { feeds: news.failed.join(', '), count: news.failed.length })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
