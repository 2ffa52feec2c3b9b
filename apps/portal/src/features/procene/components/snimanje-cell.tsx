import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, useSubmitGuard } from '@rp/ui';
import { useProcenaSnimanje } from '../api.ts';

interface SnimanjeCellProps {
  procenaId: number;
  naziv: string;
  isChecked: boolean;
}

/** The recording flag (PATCH procene/{id}): a tick saves at once and the server answers 'Sačuvano'. */
export function SnimanjeCell({ procenaId, naziv, isChecked }: SnimanjeCellProps) {
  const { t } = useTranslation();
  const save = useProcenaSnimanje();
  const { guard, isSubmitting } = useSubmitGuard();
  // The value being saved shows until the list's fresh answer agrees with it (or the save is refused).
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (wanted !== null && wanted === isChecked && !isSubmitting) setWanted(null);
  return (
    <div className="flex items-center justify-center">
      <Checkbox
        aria-label={t('proceneList.snimanjeOf', { naziv })}
        checked={wanted ?? isChecked}
        disabled={isSubmitting}
        onClick={(event) => event.stopPropagation()}
        onCheckedChange={guard(async (checked) => {
          const value = checked === true;
          setWanted(value);
          try {
            await save.mutateAsync({ id: procenaId, snimanje: value });
          } catch {
            // The shared handler has shown the refusal; the tick returns to the saved value.
            setWanted(null);
          }
        })}
      />
    </div>
  );
}
