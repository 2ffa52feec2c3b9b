import { useId, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import type { ScaleLinear } from 'd3';
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

interface ChartPlotProps {
  /** The measured container: the chart draws at its width. */
  plotRef: Ref<HTMLDivElement>;
  title: ReactNode;
  width: number;
  height: number;
  margin: { top: number; left: number };
  /** The drawing, in plot coordinates (inside the margins). */
  children: ReactNode;
}

/** The SVG of a chart, as wide as its container, its drawing moved inside the margins. */
function ChartPlot({ plotRef, title, width, height, margin, children }: ChartPlotProps) {
  return (
    <div ref={plotRef} className="w-full">
      <svg
        role="img"
        aria-label={typeof title === 'string' ? title : undefined}
        width={width}
        height={height}
        className="block"
      >
        <g transform={`translate(${margin.left},${margin.top})`}>{children}</g>
      </svg>
    </div>
  );
}

/** The value axis as horizontal grid lines with their values on the left; the zero line is stronger. */
function ChartValueGrid({
  scale,
  width,
  format,
}: {
  scale: ScaleLinear<number, number>;
  width: number;
  format: (value: number) => string;
}) {
  return scale.ticks(5).map((tick) => (
    <g key={tick} transform={`translate(0,${scale(tick)})`} data-slot="chart-value">
      <line x2={width} className={cn('stroke-border', tick === 0 && 'stroke-input')} />
      <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-xs tabular-nums">
        {format(tick)}
      </text>
    </g>
  ));
}

/** A category label's width is taken as about 8 px a character (text-xs in the widest common fonts). */
const LABEL_CHAR_PX = 8;
/** How far from the SVG's edge a label held inside it ends. */
const LABEL_EDGE_PX = 2;
/** The least room between two category labels. */
const LABEL_GAP_PX = 8;

interface ChartCategoryLabelProps {
  /** The category's centre, in plot coordinates. */
  x: number;
  y: number;
  label: string;
  /** The plot's width and the margins around it: together the SVG's width. */
  plotWidth: number;
  margin: { left: number; right: number };
}

/**
 * A category's label under the plot, centred on its point or bar; at either end of the axis, where centring would run
 * past the SVG's edge and cut the label off (the last month on a phone), it ends at (or starts from) that edge instead.
 */
function ChartCategoryLabel({ x, y, label, plotWidth, margin }: ChartCategoryLabelProps) {
  const half = (label.length * LABEL_CHAR_PX) / 2;
  const right = plotWidth + margin.right - LABEL_EDGE_PX;
  const left = LABEL_EDGE_PX - margin.left;
  let [anchorX, anchor]: [number, 'start' | 'middle' | 'end'] = [x, 'middle'];
  if (x + half > right) [anchorX, anchor] = [right, 'end'];
  else if (x - half < left) [anchorX, anchor] = [left, 'start'];
  return (
    <text x={anchorX} y={y} textAnchor={anchor} className="fill-muted-foreground text-xs">
      {label}
    </text>
  );
}

/**
 * Every how many categories a label is written, so that labels `minSpacing` px apart (or, for longer labels such as
 * 'NOV 2026', their estimated width and a gap) fit on the plot's width.
 */
function categoryLabelStep(categories: readonly string[], plotWidth: number, minSpacing: number): number {
  const longest = Math.max(0, ...categories.map((category) => category.length));
  const spacing = Math.max(minSpacing, longest * LABEL_CHAR_PX + 2 * LABEL_GAP_PX);
  return Math.max(1, Math.ceil(categories.length / Math.max(1, Math.floor(plotWidth / spacing))));
}

/** The dash of whatever is drawn for a provisional category (a stretch of line, a point, a bar's outline). */
const PROVISIONAL_DASH = '5 4';

interface ChartProvisionalNoteProps {
  /** What the swatch shows: a dashed stretch of line or a dashed, pale bar. */
  swatch: 'line' | 'bar';
  children: ReactNode;
}

/** The note under a legend that says which category is not final yet, beside a swatch drawn as that category is. */
function ChartProvisionalNote({ swatch, children }: ChartProvisionalNoteProps) {
  return (
    <p
      className="mt-2 flex items-center justify-center gap-2 text-xs text-muted-foreground"
      data-slot="chart-provisional"
    >
      {swatch === 'line' ? (
        <svg aria-hidden="true" width="16" height="2" className="shrink-0">
          <line x1="0" y1="1" x2="16" y2="1" stroke="currentColor" strokeWidth={2} strokeDasharray="3 2" />
        </svg>
      ) : (
        <svg aria-hidden="true" width="12" height="12" className="shrink-0">
          <rect
            x="0.75"
            y="0.75"
            width="10.5"
            height="10.5"
            rx="1.5"
            fill="currentColor"
            fillOpacity={0.2}
            stroke="currentColor"
            strokeWidth={1.5}
            strokeDasharray="2.5 1.5"
          />
        </svg>
      )}
      {children}
    </p>
  );
}

export {
  categoryLabelStep,
  ChartCategoryLabel,
  ChartFrame,
  ChartPlot,
  ChartProvisionalNote,
  ChartValueGrid,
  PROVISIONAL_DASH,
};
export type { ChartFrameProps, ChartTable };
