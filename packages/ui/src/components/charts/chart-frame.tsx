import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button.tsx';

interface ChartTable {
  /** Column headers; the first names the row labels' column. */
  columns: string[];
  rows: Array<{ label: string; values: string[] }>;
}

interface ChartFrameProps extends Omit<ComponentProps<'figure'>, 'title'> {
  title: ReactNode;
  table: ChartTable;
  showTableLabel: string;
  hideTableLabel: string;
  /** Controls above the chart (e.g. the measure switch). */
  controls?: ReactNode;
  /** Under the chart (the legend). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A chart's frame: title, the drawing, the legend, and the data as a table. The table is always in the
 * page for screen readers and can be shown for everyone with the toggle.
 */
function ChartFrame({
  title,
  table,
  showTableLabel,
  hideTableLabel,
  controls,
  footer,
  className,
  children,
  ...props
}: ChartFrameProps) {
  const [isTableShown, setIsTableShown] = useState(false);
  const titleId = useId();
  return (
    <figure
      data-slot="chart"
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <figcaption id={titleId} className="mr-auto text-base font-semibold">
          {title}
        </figcaption>
        {controls}
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={isTableShown}
          onClick={() => setIsTableShown((shown) => !shown)}
        >
          <Table2 aria-hidden="true" />
          {isTableShown ? hideTableLabel : showTableLabel}
        </Button>
      </div>
      {children}
      {footer}
      <div className={cn(isTableShown ? 'overflow-x-auto rounded-lg border border-border' : 'sr-only')}>
        <table className="w-full text-sm">
          <thead className="bg-muted">
            <tr>
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'px-3 py-1.5 font-medium text-muted-foreground',
                    index === 0 ? 'text-left' : 'text-right',
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={`${row.label}-${index}`} className="px-3 py-1.5 text-right tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export { ChartFrame };
export type { ChartFrameProps, ChartTable };
