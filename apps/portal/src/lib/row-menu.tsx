import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ellipsis } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@rp/ui';

/** One entry of a row's menu: a link to a screen, or an action (a danger one is set apart and coloured). */
export type RowMenuItem = { key: string; icon: ReactNode; label: string } & (
  { to: string } | { onSelect: () => void; isDanger?: boolean }
);

export interface RowMenuProps {
  /** The trigger's accessible name, naming the row ('Actions for …'). */
  label: string;
  /** Only what the user may do: the caller asks the permission module first. */
  items: readonly RowMenuItem[];
  align?: 'start' | 'center' | 'end';
}

/**
 * A list row's actions behind one button (the lists' phone rows, a row's overflow): links first, then actions, the
 * danger ones last after a separator.
 */
export function RowMenu({ label, items, align = 'end' }: RowMenuProps) {
  const danger = items.filter((item) => 'onSelect' in item && item.isDanger);
  const rest = items.filter((item) => !danger.includes(item));
  const entry = (item: RowMenuItem) =>
    'to' in item ? (
      <DropdownMenuItem key={item.key} asChild>
        <Link to={item.to}>
          {item.icon}
          {item.label}
        </Link>
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem key={item.key} className={item.isDanger ? 'text-danger' : undefined} onSelect={item.onSelect}>
        {item.icon}
        {item.label}
      </DropdownMenuItem>
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={label} hasTooltip={false} size="sm" icon={<Ellipsis aria-hidden className="size-4" />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {rest.map(entry)}
        {danger.length > 0 ? (
          <Fragment>
            {rest.length > 0 ? <DropdownMenuSeparator /> : null}
            {danger.map(entry)}
          </Fragment>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
