import { useTranslation } from 'react-i18next';
import { ErrorCode, ErrorType } from '@rp/contract';
import { cn } from '@rp/ui';
import { i18n as portalI18n, LANGUAGES, setLanguage, type Language } from '../i18n/i18n.ts';
import { report } from '../lib/notify.ts';

const LABELS: Record<Language, string> = { sr: 'SR', en_US: 'EN' };

/**
 * Switches the interface language once its messages have loaded: true when it did. When they cannot be (no
 * connection), the screen stays in its language and a notice says why; a later choice that came first wins.
 */
export function switchLanguage(language: Language): Promise<boolean> {
  return setLanguage(language).then(
    (isSwitched) => isSwitched,
    () => {
      report(ErrorType.Danger, ErrorCode.ServerUnavailable, portalI18n.t('errors.serverUnavailable'));
      return false;
    },
  );
}

/** The interface language: Serbian (default) or English. */
export function LanguageSwitch({
  className,
  onLanguageChange,
}: {
  className?: string;
  /** Called after a change, e.g. to keep the choice with the signed-in account. */
  onLanguageChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('shell.language')}
      className={cn('inline-flex rounded-md border border-border p-0.5', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={i18n.language === language}
          onClick={() => {
            void switchLanguage(language).then((isSwitched) => {
              if (isSwitched) onLanguageChange?.(language);
            });
          }}
          className={cn(
            'rounded px-2 py-0.5 text-xs font-medium text-muted-foreground transition-colors',
            i18n.language === language && 'bg-primary text-primary-foreground',
          )}
        >
          {LABELS[language]}
        </button>
      ))}
    </div>
  );
}
