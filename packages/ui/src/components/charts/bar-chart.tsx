import { useId, useMemo, type ReactNode } from 'react';
import * as d3 from 'd3';
import { seriesLook, type SeriesLook } from '../../lib/chart.ts';
import { formatNumber } from '../../lib/format.ts';
import { useControllableState } from '../../hooks/use-controllable-state.ts';
import { useElementWidth } from '../../hooks/use-element-width.ts';
import { RadioGroup, RadioGroupItem } from '../radio-group.tsx';
import {
  categoryLabelStep,
  ChartCategoryLabel,
  ChartFrame,
  ChartPlot,
  ChartProvisionalNote,
  ChartValueGrid,
  PROVISIONAL_DASH,
} from './chart-frame.tsx';
import { ChartPattern, ChartSwatch, seriesFill, usePatternBase } from './chart-marks.tsx';
import type { ChartLabels } from './line-chart.tsx';

interface BarSeries {
  id: string;
  /** E.g. the resource's name with its totals. */
  label: string;
  /** Values per measure id, one per category. */
  values: Record<string, number[]>;
  color?: string;
}

interface BarChartProps {
  title: ReactNode;
  categories: string[];
  series: BarSeries[];
  /** The measures (income, expenses, profit); exactly one is shown at a time. */
  measures: Array<{ id: string; label: string }>;
  measure?: string;
  defaultMeasure?: string;
  onMeasureChange?: (measure: string) => void;
  measureLabel: string;
  height?: number;
  locale?: string;
  formatValue?: (value: number) => string;
  labels: ChartLabels;
  /**
   * A category whose values are not final yet, as the month under way: its bars are drawn pale with a dashed outline
   * and `labels.provisional` says so under the legend, so a month that has only begun does not read as a collapse.
   */
  provisionalCategory?: string;
  className?: string;
}

/** The left margin fits the widest value label of the axis (about 7 px a character), never less than the default. */
const baseMargin = { top: 12, right: 12, bottom: 28, left: 64 };

/** Grouped bars: one series per resource, one measure at a time (the first by default). */
function BarChart({
  title,
  categories,
  series,
  measures,
  measure,
  defaultMeasure,
  onMeasureChange,
  measureLabel,
  height = 300,
  locale = 'sr-Latn-RS',
  formatValue,
  labels,
  provisionalCategory,
  className,
}: BarChartProps) {
  const format = formatValue ?? ((value: number) => formatNumber(value, 0, locale));
  const [current, setCurrent] = useControllableState(measure, defaultMeasure ?? measures[0]?.id ?? '', onMeasureChange);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const groupId = useId();
  const margin = useMemo(() => {
    const all = series.flatMap((entry) => entry.values[current] ?? []);
    const ticks = d3
      .scaleLinear()
      .domain([Math.min(0, d3.min(all) ?? 0), Math.max(1, d3.max(all) ?? 1)])
      .nice()
      .ticks(5);
    const widest = Math.max(0, ...ticks.map((tick) => format(tick).length));
    return { ...baseMargin, left: Math.max(baseMargin.left, 16 + 7 * widest) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `format` follows `formatValue` and `locale`
  }, [series, current, formatValue, locale]);
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const valuesOf = (entry: BarSeries) => entry.values[current] ?? [];

  const { x0, x1, y } = useMemo(() => {
    const all = series.flatMap((entry) => entry.values[current] ?? []);
    const x0 = d3.scaleBand<string>().domain(categories).range([0, innerWidth]).paddingInner(0.2).paddingOuter(0.1);
    const x1 = d3
      .scaleBand<string>()
      .domain(series.map((entry) => entry.id))
      .range([0, x0.bandwidth()])
      .padding(0.08);
    const y = d3
      .scaleLinear()
      .domain([Math.min(0, d3.min(all) ?? 0), Math.max(1, d3.max(all) ?? 1)])
      .nice()
      .range([innerHeight, 0]);
    return { x0, x1, y };
  }, [series, categories, current, innerWidth, innerHeight]);

  // A series of the palette's second round on has a pattern over its colour, in the bars and the legend alike.
  const patternBase = usePatternBase();
  const lookOf = (entry: BarSeries, index: number): SeriesLook =>
    entry.color ? { color: entry.color, round: 0 } : seriesLook(index);
  const labelEvery = categoryLabelStep(categories, innerWidth, 48);
  const isProvisionalDrawn = provisionalCategory !== undefined && categories.includes(provisionalCategory);

  return (
    <ChartFrame
      title={title}
      className={className}
      showTableLabel={labels.showTable}
      hideTableLabel={labels.hideTable}
      controls={
        <RadioGroup
          value={current}
          onValueChange={setCurrent}
          aria-label={measureLabel}
          orientation="horizontal"
          className="flex flex-wrap gap-3"
        >
          {measures.map((entry) => (
            <label
              key={entry.id}
              htmlFor={`${groupId}-${entry.id}`}
              className="flex cursor-pointer items-center gap-1.5 text-sm"
            >
              <RadioGroupItem id={`${groupId}-${entry.id}`} value={entry.id} />
              {entry.label}
            </label>
          ))}
        </RadioGroup>
      }
      table={{
        columns: [labels.category, ...series.map((entry) => entry.label)],
        rows: categories.map((category, index) => ({
          label: category,
          values: series.map((entry) => format(valuesOf(entry)[index] ?? 0)),
        })),
      }}
      footer={
        <>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1.5">
            {series.map((entry, index) => (
              <li key={entry.id} className="flex items-center gap-2 text-sm" data-slot="chart-legend-item">
                <ChartSwatch look={lookOf(entry, index)} kind="area" />
                {entry.label}
              </li>
            ))}
          </ul>
          {isProvisionalDrawn && labels.provisional ? (
            <ChartProvisionalNote swatch="bar">{labels.provisional}</ChartProvisionalNote>
          ) : null}
        </>
      }
    >
      <ChartPlot plotRef={ref} title={title} width={width} height={height} margin={margin}>
        <defs>
          {series.map((entry, index) => (
            <ChartPattern key={entry.id} id={`${patternBase}-${index}`} look={lookOf(entry, index)} />
          ))}
        </defs>
        <ChartValueGrid scale={y} width={innerWidth} format={format} />
        {categories.map((category, categoryIndex) => {
          const isProvisional = category === provisionalCategory;
          return (
            <g key={category} transform={`translate(${x0(category) ?? 0},0)`}>
              {series.map((entry, index) => {
                const value = valuesOf(entry)[categoryIndex] ?? 0;
                const top = y(Math.max(0, value));
                const look = lookOf(entry, index);
                const color = look.color;
                return (
                  <rect
                    key={entry.id}
                    data-series={entry.id}
                    x={x1(entry.id)}
                    y={top}
                    width={x1.bandwidth()}
                    height={Math.abs(y(value) - y(0))}
                    rx={2}
                    fill={seriesFill(look, `${patternBase}-${index}`)}
                    {...(isProvisional && {
                      'data-provisional': '',
                      fillOpacity: 0.3,
                      stroke: color,
                      strokeWidth: 1.5,
                      strokeDasharray: PROVISIONAL_DASH,
                    })}
                  >
                    <title>{`${entry.label}, ${category}: ${format(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        {categories.map((category, categoryIndex) =>
          categoryIndex % labelEvery === 0 ? (
            <ChartCategoryLabel
              key={category}
              x={(x0(category) ?? 0) + x0.bandwidth() / 2}
              y={innerHeight + 18}
              label={category}
              plotWidth={innerWidth}
              margin={margin}
            />
          ) : null,
        )}
      </ChartPlot>
    </ChartFrame>
  );
}

export { BarChart };
export type { BarChartProps, BarSeries };
