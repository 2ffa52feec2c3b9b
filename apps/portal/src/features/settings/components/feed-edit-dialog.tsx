import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Input } from '@rp/ui';
import { rssFeedSaveSchema, type RssFeed } from '@rp/contract';
import { maxLengthOf } from '../../../lib/field-errors.ts';
import { duplicateFeedName, useUpdateFeed } from '../api.ts';

export interface FeedEditDialogProps {
  /** The feed being edited; null closes the dialog. */
  feed: RssFeed | null;
  onClose: () => void;
}

/** POST rss/update in a dialog: the feed's name and address, with the verzija read (a feed changed meanwhile: 409). */
export function FeedEditDialog({ feed, onClose }: FeedEditDialogProps) {
  return feed === null ? null : <FeedEditForm key={`${feed.id}-${feed.verzija}`} feed={feed} onClose={onClose} />;
}

function FeedEditForm({ feed, onClose }: { feed: RssFeed; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFeed();
  const [naziv, setNaziv] = useState(feed.naziv);
  const [url, setUrl] = useState(feed.url);
  const [nazivError, setNazivError] = useState<string | undefined>();
  const isChanged = naziv !== feed.naziv || url !== feed.url;

  const submit = async () => {
    try {
      await update.mutateAsync({ id: feed.id, verzija: feed.verzija, naziv, url });
    } catch (error) {
      setNazivError(duplicateFeedName(error));
      return;
    }
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="sm"
      title={t('settings.editFeedTitle')}
      closeLabel={t('shell.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      isSubmitting={update.isPending}
      canSubmit={isChanged && naziv.trim() !== '' && url.trim() !== ''}
      onSubmit={submit}
    >
      <FormField label={t('settings.feedName')} htmlFor="feed-edit-name" isRequired error={nazivError}>
        <Input
          id="feed-edit-name"
          value={naziv}
          maxLength={maxLengthOf(rssFeedSaveSchema.shape.naziv)}
          onChange={(event) => (setNaziv(event.target.value), setNazivError(undefined))}
          required
        />
      </FormField>
      <FormField label={t('settings.feedUrl')} htmlFor="feed-edit-url" isRequired>
        <Input
          id="feed-edit-url"
          type="url"
          value={url}
          maxLength={maxLengthOf(rssFeedSaveSchema.shape.url)}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://"
          required
        />
      </FormField>
    </FormDialog>
  );
}
