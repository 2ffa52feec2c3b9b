import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ellipsis, ExternalLink, FileText, Images, ListTree, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@rp/ui';
import { buildPath, type ProcenaListItem, type RouteId } from '@rp/contract';

interface RowMenuProps {
  procena: ProcenaListItem;
  /** May the user open this screen (it exists and the role may)? */
  mayOpen: (id: RouteId) => boolean;
  canDelete: boolean;
  onDelete: (procena: ProcenaListItem) => void;
}

/** A row's actions: open, documents, images (of the first subject), subjects, delete. */
export function RowMenu({ procena, mayOpen, canDelete, onDelete }: RowMenuProps) {
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
  const shown = links.filter((link) => mayOpen(link.id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton
          label={t('proceneList.rowMenu', { naziv: procena.naziv })}
          hasTooltip={false}
          size="sm"
          icon={<Ellipsis aria-hidden className="size-4" />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shown.map(({ id, to, label, icon: Icon }) => (
          <DropdownMenuItem key={id} asChild>
            <Link to={to}>
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {canDelete ? (
          <>
            {shown.length > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem className="text-danger" onSelect={() => onDelete(procena)}>
              <Trash2 aria-hidden className="size-4" />
              {t('proceneList.actions.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
