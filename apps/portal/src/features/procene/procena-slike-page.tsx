import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rp/contract';
import { SlikePage } from '../nepokretnosti/slike-page.tsx';

/**
 * A valuation's images (part 2 §2 slike/{procenaId}/{slikaGroupId}): the gallery of its subject property
 * (`slikaGroupId` = the property's id), with the way back to the valuation.
 */
export function ProcenaSlikePage() {
  const { t } = useTranslation();
  const params = useParams();
  const procenaId = Number(params.procenaId);
  return (
    <SlikePage
      groupId={Number(params.slikaGroupId)}
      back={{ to: buildPath('procene.info', { procenaId }), label: t('procena.backToProcena') }}
    />
  );
}
