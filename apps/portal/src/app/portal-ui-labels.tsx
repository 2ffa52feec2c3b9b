import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiLabelsProvider, type UiLabels } from '@rp/ui';

/**
 * The texts of @rp/ui that show before sign-in (a button's busy text, the required marker, the notices), in the
 * interface language. The signed-in shell gives every other one (screen-ui-labels.tsx): their messages load with the
 * features', not with the login route.
 */
export function PortalUiLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labels = useMemo(
    (): UiLabels => ({
      common: { loading: t('ui.common.loading'), required: t('ui.common.required'), clear: t('ui.common.clear') },
      errorNotice: {
        dismiss: t('ui.errorNotice.dismiss'),
        code: t('ui.errorNotice.code'),
        region: t('ui.errorNotice.region'),
        details: t('ui.errorNotice.details'),
      },
      toaster: { close: t('ui.toaster.close'), region: t('ui.toaster.region'), toast: t('ui.toaster.toast') },
    }),
    // The texts change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}
