import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UploaderProps } from '@rp/ui';

type UploaderLabels = NonNullable<UploaderProps['labels']>;

/** The Uploader's texts that name no file kinds: its buttons, the network failure and each upload's status. */
export function uploaderStatusLabels(t: TFunction) {
  return {
    cancel: t('uploader.cancel'),
    retry: t('uploader.retry'),
    remove: t('uploader.remove'),
    clearFinished: t('uploader.clearFinished'),
    networkError: t('uploader.networkError'),
    status: {
      queued: t('uploader.status.queued'),
      uploading: t('uploader.status.uploading'),
      done: t('uploader.status.done'),
      error: t('uploader.status.error'),
      canceled: t('uploader.status.canceled'),
    },
  } satisfies UploaderLabels;
}

/**
 * Every text of the @rp/ui Uploader in the screen's language (its defaults are Serbian), naming `extensions` as the
 * accepted kinds. A screen adds its own dropzone, browse and hint texts on top.
 */
export function useUploaderLabels(extensions: readonly string[]): UploaderLabels {
  const { t } = useTranslation();
  const list = extensions.join(', ');
  return {
    ...uploaderStatusLabels(t),
    allowedTypes: () => t('uploader.allowedTypes', { extensions: list }),
    rejectedType: (name) => t('uploader.rejectedType', { name, extensions: list }),
    rejectedLimit: (name, limit) => t('uploader.rejectedLimit', { name, limit }),
  };
}
