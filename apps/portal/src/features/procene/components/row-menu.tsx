import { useTranslation } from 'react-i18next';
import { ExternalLink, FileText, Images, ListTree, Trash2 } from 'lucide-react';
import { buildPath, type ProcenaListItem, type RouteId } from '@rp/contract';
import { RowMenu, type RowMenuItem } from '../../../lib/row-menu.tsx';

interface ProcenaRowMenuProps {
  procena: ProcenaListItem;
  /** May the user open this screen (it exists and the role may)? */
  mayOpen: (id: RouteId) => boolean;
  canDelete: boolean;
  onDelete: (procena: ProcenaListItem) => void;
}

/** A row's actions: open, documents, images (of the first subject), subjects, delete. */
export function ProcenaRowMenu({ procena, mayOpen, canDelete, onDelete }: ProcenaRowMenuProps) {
  const { t } = useTranslation();
  const links: Array<{ id: RouteId; to: string; label: string; icon: typeof ExternalLink }> = [
    {
      id: 'procene.info',
      to: buildPath('procene.info', { procenaId: procena.id }),
      label: t('proceneList.actions.open'),
      icon: ExternalLink,
    },
    {
      id: 'procene.dokumenti',
      to: buildPath('procene.dokumenti', { fileGroupId: procena.id }),
      label: t('proceneList.actions.documents'),
      icon: FileText,
    },
    ...(procena.nepokretnostId === null
      ? []
      : [
          {
            id: 'procene.slike' as const,
            to: buildPath('procene.slike', { procenaId: procena.id, slikaGroupId: procena.nepokretnostId }),
            label: t('proceneList.actions.images'),
            icon: Images,
          },
        ]),
    {
      id: 'procene.predmeti',
      to: buildPath('procene.predmeti', { procenaId: procena.id }),
      label: t('proceneList.actions.subjects'),
      icon: ListTree,
    },
  ];
  const items: RowMenuItem[] = links
    .filter((link) => mayOpen(link.id))
    .map(({ id, to, label, icon: Icon }) => ({ key: id, to, label, icon: <Icon aria-hidden className="size-4" /> }));
  if (canDelete)
    items.push({
      key: 'delete',
      onSelect: () => onDelete(procena),
      isDanger: true,
      icon: <Trash2 aria-hidden className="size-4" />,
      label: t('proceneList.actions.delete'),
    });
  return <RowMenu label={t('proceneList.rowMenu', { naziv: procena.naziv })} items={items} />;
}
