import { useId, useMemo, type ReactNode } from 'react';
import * as d3 from 'd3';
import { seriesDash, seriesLook, seriesMarker, type SeriesLook } from '../../lib/chart.ts';
import { formatNumber } from '../../lib/format.ts';
import { useControllableState } from '../../hooks/use-controllable-state.ts';
import { useElementWidth } from '../../hooks/use-element-width.ts';
import { Checkbox } from '../checkbox.tsx';
import {
  categoryLabelStep,
  ChartCategoryLabel,
  ChartFrame,
  ChartPlot,
  ChartProvisionalNote,
  ChartValueGrid,
  PROVISIONAL_DASH,
} from './chart-frame.tsx';
import { ChartMarker, ChartSwatch } from './chart-marks.tsx';

interface ChartSeries {
  id: string;
  label: string;
  values: number[];
  color?: string;
}

interface ChartLabels {
  showTable: string;
  hideTable: string;
  /** Header of the table's first column, e.g. 'Mesec'. */
  category: string;
  /** Said under the legend beside a dashed stroke when a category is provisional ('Decembar 2026 je u toku…'). */
  provisional?: string;
}

interface LineChartProps {
  title: ReactNode;
  /** The x axis: month names, in order. */
  categories: string[];
  series: ChartSeries[];
  /** Ids of the series drawn; all by default (each toggled by its checkbox in the legend). */
  visibleSeries?: string[];
  defaultVisibleSeries?: string[];
  onVisibleSeriesChange?: (ids: string[]) => void;
  height?: number;
  locale?: string;
  formatValue?: (value: number) => string;
  labels: ChartLabels;
  /**
   * A category whose values are not final yet, as the month under way: the line into it and from it is dashed and its
   * points are drawn dashed, so a month that has only begun does not read as a collapse.
   */
  provisionalCategory?: string;
  className?: string;
}

/** The left margin fits the widest value label of the axis (about 7 px a character), never less than the default. */
const baseMargin = { top: 12, right: 16, bottom: 28, left: 64 };

/**
 * Series over months. The curve is d3's centripetal Catmull-Rom (alpha 0.5): the closest d3 curve to the
 * old chart's Bezier tension 0.4 that never overshoots the data.
 */
function LineChart({
  title,
  categories,
  series,
  visibleSeries,
  defaultVisibleSeries,
  onVisibleSeriesChange,
  height = 300,
  locale = 'sr-Latn-RS',
  formatValue,
  labels,
  provisionalCategory,
  className,
}: LineChartProps) {
  const format = formatValue ?? ((value: number) => formatNumber(value, 0, locale));
  const [visible, setVisible] = useControllableState(
    visibleSeries,
    defaultVisibleSeries ?? series.map((entry) => entry.id),
    onVisibleSeriesChange,
  );
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const legendId = useId();
  const shown = series.filter((entry) => visible.includes(entry.id));
  const margin = useMemo(() => {
    const all = shown.flatMap((entry) => entry.values);
    const ticks = d3
      .scaleLinear()
      .domain([Math.min(0, d3.min(all) ?? 0), Math.max(1, d3.max(all) ?? 1)])
      .nice()
      .ticks(5);
    const widest = Math.max(0, ...ticks.map((tick) => format(tick).length));
    return { ...baseMargin, left: Math.max(baseMargin.left, 16 + 7 * widest) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `format` follows `formatValue` and `locale`
  }, [shown, formatValue, locale]);
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const { x, y, line } = useMemo(() => {
    const all = shown.flatMap((entry) => entry.values);
    const x = d3.scalePoint<string>().domain(categories).range([0, innerWidth]).padding(0.3);
    const y = d3
      .scaleLinear()
      .domain([Math.min(0, d3.min(all) ?? 0), Math.max(1, d3.max(all) ?? 1)])
      .nice()
      .range([innerHeight, 0]);
    // A stretch of a series from the category `from` on (the provisional one is drawn on its own).
    const line = (values: number[], from = 0) =>
      d3
        .line<number>()
        .x((_, index) => x(categories[from + index]!) ?? 0)
        .y((value) => y(value))
        .curve(d3.curveCatmullRom.alpha(0.5))(values) ?? '';
    return { x, y, line };
  }, [shown, categories, innerWidth, innerHeight]);
  const provisionalIndex = provisionalCategory === undefined ? -1 : categories.indexOf(provisionalCategory);
  /** The solid and the dashed stretch of a series: the dashed one runs from the last final point on. */
  const stretches = (values: number[]): { solid: string; dashed: string } => {
    if (provisionalIndex < 0) return { solid: line(values), dashed: '' };
    const from = Math.max(0, provisionalIndex - 1);
    return {
      solid: provisionalIndex > 1 ? line(values.slice(0, provisionalIndex)) : '',
      dashed: line(values.slice(from), from),
    };
  };

  // A series of the palette's second round on has its own dash and point shape, in the plot and the legend alike.
  const lookOf = (entry: ChartSeries, index: number): SeriesLook =>
    entry.color ? { color: entry.color, round: 0 } : seriesLook(index);
  const labelEvery = categoryLabelStep(categories, innerWidth, 56);

  return (
    <ChartFrame
      title={title}
      className={className}
      showTableLabel={labels.showTable}
      hideTableLabel={labels.hideTable}
      table={{
        columns: [labels.category, ...series.map((entry) => entry.label)],
        rows: categories.map((category, index) => ({
          label: category,
          values: series.map((entry) => format(entry.values[index] ?? 0)),
        })),
      }}
      footer={
        <>
          <div role="group" aria-labelledby={legendId} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            <span id={legendId} className="sr-only">
              {typeof title === 'string' ? title : ''}
            </span>
            {series.map((entry, index) => {
              const id = `${legendId}-${entry.id}`;
              return (
                <label
                  key={entry.id}
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-2 text-sm"
                  data-slot="chart-legend-item"
                  data-hidden={visible.includes(entry.id) ? undefined : ''}
                >
                  <Checkbox
                    id={id}
                    checked={visible.includes(entry.id)}
                    onCheckedChange={(checked) =>
                      setVisible(checked ? [...visible, entry.id] : visible.filter((value) => value !== entry.id))
                    }
                  />
                  <ChartSwatch look={lookOf(entry, index)} kind="line" />
                  {entry.label}
                </label>
              );
            })}
          </div>
          {provisionalIndex >= 0 && labels.provisional ? (
            <ChartProvisionalNote swatch="line">{labels.provisional}</ChartProvisionalNote>
          ) : null}
        </>
      }
    >
      <ChartPlot plotRef={ref} title={title} width={width} height={height} margin={margin}>
        <ChartValueGrid scale={y} width={innerWidth} format={format} />
        {categories.map((category, index) =>
          index % labelEvery === 0 ? (
            <ChartCategoryLabel
              key={category}
              x={x(category) ?? 0}
              y={innerHeight + 18}
              label={category}
              plotWidth={innerWidth}
              margin={margin}
            />
          ) : null,
        )}
        {series.map((entry, index) => {
          if (!visible.includes(entry.id)) return null;
          const { solid, dashed } = stretches(entry.values);
          const look = lookOf(entry, index);
          const color = look.color;
          return (
            <g key={entry.id} data-series={entry.id}>
              {solid ? (
                <path
                  d={solid}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                  strokeDasharray={seriesDash(look.round) || undefined}
                />
              ) : null}
              {dashed ? (
                <path
                  d={dashed}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                  strokeDasharray={PROVISIONAL_DASH}
                  data-provisional=""
                />
              ) : null}
              {entry.values.map((value, point) => (
                <ChartMarker
                  key={categories[point]}
                  shape={seriesMarker(look.round)}
                  x={x(categories[point]!) ?? 0}
                  y={y(value)}
                  fill="var(--color-card)"
                  stroke={color}
                  strokeWidth={1.5}
                  strokeDasharray={point === provisionalIndex ? '2 1.5' : undefined}
                >
                  <title>{`${entry.label}, ${categories[point]}: ${format(value)}`}</title>
                </ChartMarker>
              ))}
            </g>
          );
        })}
      </ChartPlot>
    </ChartFrame>
  );
}

export { LineChart };
export type { LineChartProps, ChartSeries, ChartLabels };
