import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiLabelsProvider, type UiLabels } from '@rp/ui';
import { FieldLabelsProvider, type FieldLabels } from '@rp/fields/react';
import { entryMessages } from '../lib/entry-messages.ts';
import { uploaderStatusLabels } from '../lib/use-uploader-labels.ts';

/**
 * Every default text of @rp/ui in the interface language (section `ui` of the messages), built once per language. Most
 * of them are the features' messages (i18n/ui.<language>.json), here once the signed-in shell renders.
 */
function useScreenUiLabels(): UiLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const section = <K extends string>(name: string, keys: readonly K[]) =>
      Object.fromEntries(keys.map((key) => [key, t(`ui.${name}.${key}`)])) as Record<K, string>;
    return {
      common: section('common', ['loading', 'required', 'clear']),
      appShell: section('appShell', ['openMenu', 'closeMenu', 'navigation']),
      calendar: section('calendar', ['previousMonth', 'nextMonth']),
      combobox: section('combobox', ['search', 'empty', 'clear', 'loading']),
      dataTable: section('dataTable', ['search', 'empty', 'loading', 'loadingMore', 'columns']),
      datePicker: section('datePicker', ['openCalendar', 'previousMonth', 'nextMonth', 'invalid', 'weekend']),
      documentList: section('documentList', [
        'title',
        'download',
        'downloadAll',
        'delete',
        'empty',
        'loading',
        'confirmDelete',
        'yes',
        'no',
        'allFileName',
      ]),
      errorNotice: section('errorNotice', ['dismiss', 'code', 'region', 'details']),
      helpPopup: section('helpPopup', ['trigger', 'title', 'close', 'loading', 'missing']),
      imageGallery: {
        ...section('imageGallery', [
          'title',
          'save',
          'refresh',
          'downloadAll',
          'setMain',
          'main',
          'rename',
          'moveLeft',
          'moveRight',
          'select',
          'empty',
          'unsaved',
          'saveBlocked',
          'confirmDelete',
          'yes',
          'no',
        ]),
        deleteSelected: (count: number) => t('ui.imageGallery.deleteSelected', { count }),
        selectedCount: (count: number) => t('ui.imageGallery.selectedCount', { count }),
      },
      locationPicker: section('locationPicker', [
        'map',
        'search',
        'searchPlaceholder',
        'findAddress',
        'clear',
        'notFound',
        'searchFailed',
        'hint',
        'marker',
      ]),
      mapPanel: section('mapPanel', [
        'search',
        'searchPlaceholder',
        'notFound',
        'searchFailed',
        'unitPrice',
        'distance',
        'map',
      ]),
      monthPicker: section('monthPicker', ['previousYear', 'nextYear', 'placeholder']),
      multiSelect: {
        ...section('multiSelect', ['clear', 'search', 'list']),
        selected: (count: number) => t('ui.multiSelect.selected', { count }),
      },
      overlay: section('overlay', ['close', 'frame']),
      toaster: section('toaster', ['close', 'region', 'toast']),
      uploader: { ...section('uploader', ['dropzone', 'browse']), ...uploaderStatusLabels(t) },
    } satisfies UiLabels;
    // The texts change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, language]);
}

/**
 * Gives @rp/ui the portal's texts on the screens behind sign-in, so no component shows its built-in wording on a screen
 * of another language. Before sign-in, PortalUiLabels gives the few the login screen and the notices need.
 */
/** The texts of @rp/fields around an entry error ('error on field', the icon's title, the messages). */
function useFieldLabels(): FieldLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    (): FieldLabels => ({
      errorTitle: t('ui.fields.errorTitle'),
      errorIconTitle: (message) => t('ui.fields.errorIcon', { message }),
      messages: entryMessages(),
    }),
    // The texts change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}

export function ScreenUiLabels({ children }: { children: ReactNode }) {
  return (
    <UiLabelsProvider labels={useScreenUiLabels()}>
      <FieldLabelsProvider labels={useFieldLabels()}>{children}</FieldLabelsProvider>
    </UiLabelsProvider>
  );
}
