import { useTranslation } from 'react-i18next';
import { JEZIK_HEADER } from '@rp/contract';
import type { UploaderProps } from '@rp/ui';
import { getSession } from './session-store.ts';

/**
 * How the Uploader's requests go, as every other call of the portal (lib/api-client.ts): with the session's token and
 * the screen's language, so that a refused upload is explained in the language the screen shows.
 */
export function useUploaderRequest(): Required<Pick<UploaderProps, 'getToken' | 'headers'>> {
  const { i18n } = useTranslation();
  return { getToken: () => getSession()?.token, headers: { [JEZIK_HEADER]: i18n.language } };
}
