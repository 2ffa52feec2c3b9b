import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FormField,
  IconButton,
  Input,
  Label,
  PageHeader,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  useSubmitGuard,
} from '@rp/ui';
import { rssFeedSaveSchema, type RssFeed } from '@rp/contract';
import { maxLengthOf } from '../../lib/field-errors.ts';
import { LANGUAGES, type Language } from '../../i18n/i18n.ts';
import { switchLanguage } from '../../app/language-switch.tsx';
import { FeedEditDialog } from './components/feed-edit-dialog.tsx';
import { duplicateFeedName, rssFeedsQuery, useDeleteFeed, useSaveFeed, useSaveLanguage } from './api.ts';

const LANGUAGE_NAMES: Record<Language, string> = { sr: 'Srpski', en_US: 'English' };

function LanguageCard() {
  const { t, i18n } = useTranslation();
  const save = useSaveLanguage();
  // The choice shows at once; the interface follows when the language's messages have loaded (back, should they not).
  const [choice, setChoice] = useState<Language | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('settings.language')}</h2>
        </CardTitle>
        <CardDescription>{t('settings.languageHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-label={t('settings.language')}
          value={choice ?? i18n.language}
          onValueChange={(value) => {
            setChoice(value as Language);
            void switchLanguage(value as Language).then((isSwitched) => {
              setChoice(null);
              if (isSwitched) save.mutate(value as Language);
            });
          }}
        >
          {LANGUAGES.map((language) => (
            <div key={language} className="flex items-center gap-2">
              <RadioGroupItem id={`language-${language}`} value={language} />
              <Label htmlFor={`language-${language}`}>{LANGUAGE_NAMES[language]}</Label>
            </div>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

function RssCard() {
  const { t } = useTranslation();
  const feeds = useQuery(rssFeedsQuery());
  const save = useSaveFeed();
  const remove = useDeleteFeed();
  const [naziv, setNaziv] = useState('');
  const [url, setUrl] = useState('');
  // The server's refusal of a name another feed has, shown on the name field until the name changes.
  const [nazivError, setNazivError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<RssFeed | null>(null);
  const [toEdit, setToEdit] = useState<RssFeed | null>(null);
  const feedGuard = useSubmitGuard();
  const addFeed = feedGuard.guard(async () => {
    try {
      await save.mutateAsync({ naziv, url });
    } catch (error) {
      setNazivError(duplicateFeedName(error));
      if (duplicateFeedName(error)) document.getElementById('feed-name')?.focus();
      return;
    }
    setNaziv('');
    setUrl('');
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('settings.rss')}</h2>
        </CardTitle>
        <CardDescription>{t('settings.rssHint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {feeds.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('settings.rss')}>
            {(feeds.data ?? []).map((feed) => (
              <li key={feed.id} className="flex items-center gap-3 px-3 py-2 text-sm" aria-label={feed.naziv}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{feed.naziv}</p>
                  <p className="truncate text-muted-foreground">{feed.url}</p>
                </div>
                <IconButton
                  label={t('settings.editFeed', { name: feed.naziv })}
                  variant="ghost"
                  size="sm"
                  icon={<Pencil aria-hidden className="size-4" />}
                  onClick={() => setToEdit(feed)}
                />
                <IconButton
                  label={t('settings.deleteFeed', { name: feed.naziv })}
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => setToDelete(feed)}
                />
              </li>
            ))}
            {feeds.data?.length === 0 && (
              <li className="px-3 py-2 text-sm text-muted-foreground">{t('settings.noFeeds')}</li>
            )}
          </ul>
        )}
        <form
          className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void addFeed();
          }}
        >
          <FormField label={t('settings.feedName')} htmlFor="feed-name" isRequired error={nazivError}>
            <Input
              id="feed-name"
              value={naziv}
              maxLength={maxLengthOf(rssFeedSaveSchema.shape.naziv)}
              onChange={(event) => (setNaziv(event.target.value), setNazivError(undefined))}
              required
            />
          </FormField>
          <FormField label={t('settings.feedUrl')} htmlFor="feed-url" isRequired>
            <Input
              id="feed-url"
              type="url"
              value={url}
              maxLength={maxLengthOf(rssFeedSaveSchema.shape.url)}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://"
              required
            />
          </FormField>
          <Button
            type="submit"
            isLoading={save.isPending || feedGuard.isSubmitting}
            disabled={!naziv.trim() || !url.trim()}
          >
            <Plus aria-hidden className="size-4" />
            {t('settings.addFeed')}
          </Button>
        </form>
      </CardContent>
      <FeedEditDialog feed={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete?.naziv}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        variant="destructive"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id).finally(() => setToDelete(null)) : undefined)}
      />
    </Card>
  );
}

/** Settings (Admin, Demo): the language, the RSS feeds of the home page, and a link to the state holidays. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title.settings')}
        actions={
          <Button variant="outline" asChild>
            <Link to="/settings/holidays">
              <CalendarDays aria-hidden className="size-4" />
              {t('title.holidays')}
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <LanguageCard />
        <RssCard />
      </div>
    </div>
  );
}
