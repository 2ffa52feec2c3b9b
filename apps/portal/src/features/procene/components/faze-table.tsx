import { useTranslation } from 'react-i18next';
import { Badge, cn } from '@rp/ui';
import type { ProcenaFaza } from '@rp/contract';
import { formatDay } from '../../../lib/format.ts';
import { fazaNaziv } from '../procene-names.ts';

/** The valuation's phase history (part 2 §3, §4): which phase, set by whom, on which day; one is active. */
export function FazeTable({ faze, className }: { faze: readonly ProcenaFaza[]; className?: string }) {
  const { t, i18n } = useTranslation();
  if (faze.length === 0)
    return <p className={cn('text-sm text-muted-foreground', className)}>{t('procena.faze.empty')}</p>;
  return (
    <div className={cn('overflow-x-auto rounded-md border border-border', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('procena.faze.caption')}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('procena.faze.faza')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('procena.faze.radnik')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('procena.faze.datum')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('procena.faze.aktivna')}
            </th>
          </tr>
        </thead>
        <tbody>
          {faze.map((faza, index) => (
            <tr
              key={`${faza.fazaId}-${faza.datumPromene}-${index}`}
              className={cn('border-t border-border', faza.aktivna && 'bg-primary/5')}
              aria-current={faza.aktivna ? 'true' : undefined}
            >
              <td className="px-3 py-2">{fazaNaziv(faza.fazaId, i18n.language)}</td>
              <td className="px-3 py-2">{faza.radnikIme ?? t('procena.faze.nepoznatRadnik')}</td>
              <td className="px-3 py-2 tabular-nums">{formatDay(faza.datumPromene)}</td>
              <td className="px-3 py-2">
                {faza.aktivna ? (
                  <Badge>{t('procena.faze.jeste')}</Badge>
                ) : (
                  <span className="text-muted-foreground">{t('procena.faze.nije')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
