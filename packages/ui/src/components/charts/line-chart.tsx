import { useId, useMemo, type ReactNode } from 'react';
import * as d3 from 'd3';
import { paletteColor } from '../../lib/chart.ts';
import { formatNumber } from '../../lib/format.ts';
import { useControllableState } from '../../hooks/use-controllable-state.ts';
import { useElementWidth } from '../../hooks/use-element-width.ts';
import { Checkbox } from '../checkbox.tsx';
import { categoryLabelStep, ChartCategoryLabel, ChartFrame, ChartPlot, ChartValueGrid } from './chart-frame.tsx';

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
    const line = d3
      .line<number>()
      .x((_, index) => x(categories[index]!) ?? 0)
      .y((value) => y(value))
      .curve(d3.curveCatmullRom.alpha(0.5));
    return { x, y, line };
  }, [shown, categories, innerWidth, innerHeight]);

  const colorOf = (entry: ChartSeries, index: number) => entry.color ?? paletteColor(index);
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
        <div role="group" aria-labelledby={legendId} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <span id={legendId} className="sr-only">
            {typeof title === 'string' ? title : ''}
          </span>
          {series.map((entry, index) => {
            const id = `${legendId}-${entry.id}`;
            return (
              <label key={entry.id} htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
                <Checkbox
                  id={id}
                  checked={visible.includes(entry.id)}
                  onCheckedChange={(checked) =>
                    setVisible(checked ? [...visible, entry.id] : visible.filter((value) => value !== entry.id))
                  }
                />
                <span
                  aria-hidden="true"
                  className="h-0.5 w-4 rounded-full"
                  style={{ backgroundColor: colorOf(entry, index) }}
                />
                {entry.label}
              </label>
            );
          })}
        </div>
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
        {series.map((entry, index) =>
          visible.includes(entry.id) ? (
            <g key={entry.id} data-series={entry.id}>
              <path d={line(entry.values) ?? ''} fill="none" stroke={colorOf(entry, index)} strokeWidth={2} />
              {entry.values.map((value, point) => (
                <circle
                  key={categories[point]}
                  cx={x(categories[point]!)}
                  cy={y(value)}
                  r={3}
                  fill="var(--color-card)"
                  stroke={colorOf(entry, index)}
                  strokeWidth={1.5}
                >
                  <title>{`${entry.label}, ${categories[point]}: ${format(value)}`}</title>
                </circle>
              ))}
            </g>
          ) : null,
        )}
      </ChartPlot>
    </ChartFrame>
  );
}

export { LineChart };
export type { LineChartProps, ChartSeries, ChartLabels };
