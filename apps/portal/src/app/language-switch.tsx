import { useTranslation } from 'react-i18next';
import { cn } from '@rp/ui';
import { LANGUAGES, setLanguage, type Language } from '../i18n/i18n.ts';

const LABELS: Record<Language, string> = { sr: 'SR', en_US: 'EN' };

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
            setLanguage(language);
            onLanguageChange?.(language);
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
