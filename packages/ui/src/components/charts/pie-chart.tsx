import { useMemo, type ReactNode } from 'react';
import * as d3 from 'd3';
import {
  PIE_MAX_SLICES,
  PIE_OUTSIDE_ROOM,
  formatPercent,
  groupSmallShares,
  innerRadiusOf,
  pieLabelBox,
  pieLabelRequired,
  placePieLabels,
  seriesLook,
  toPercentages,
  type SeriesLook,
} from '../../lib/chart.ts';
import { useElementWidth } from '../../hooks/use-element-width.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ChartPattern, ChartSwatch, seriesFill, usePatternBase } from './chart-marks.tsx';

interface PieSlice {
  id: string;
  label: string;
  value: number;
}

interface PieChartLabels {
  showTable: string;
  hideTable: string;
  category: string;
  share: string;
  /**
   * The label of the one slice that sums the smallest ones when there are more than `maxSlices` (e.g. 'Ostali
   * klijenti: 1.234'). Without it every slice is drawn, however many.
   */
  others?: (count: number) => string;
}

interface PieChartProps {
  title: ReactNode;
  slices: PieSlice[];
  /** 'doughnut' cuts out 50 % of the radius, 'pie' none. */
  variant?: 'pie' | 'doughnut';
  height?: number;
  locale?: string;
  labels: PieChartLabels;
  /**
   * At most this many slices (default 24), the legend and the table alike: the largest keep their own slice and the
   * rest are summed into one, labelled by `labels.others`. Thousands of slivers cannot be seen, told apart or hovered,
   * and each is a path, a legend entry and a table row.
   */
  maxSlices?: number;
  className?: string;
}

/** The key of the slice that sums the smallest ones. */
const OTHERS_ID = 'rp-pie-others';
/** The others slice is grey: it is no one's colour. */
const OTHERS_COLOR = 'var(--color-muted-foreground)';

/** Shares of a whole with percent labels to 2 decimals; the 12 colours cycle in a pattern of three. */
function PieChart({
  title,
  slices,
  variant = 'pie',
  height = 300,
  locale = 'sr-Latn-RS',
  labels,
  maxSlices = PIE_MAX_SLICES,
  className,
}: PieChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const othersLabel = labels.others;
  const canGroup = othersLabel !== undefined;
  // The others slice is found by identity (d3 hands the same object back as each arc's data), never by an id that a
  // caller's slice could also have.
  const { shown, others } = useMemo((): {
    shown: readonly PieSlice[];
    others: { slice: PieSlice; count: number } | undefined;
  } => {
    if (!canGroup) return { shown: slices, others: undefined };
    const { kept, others: rest } = groupSmallShares(slices, maxSlices);
    if (!rest) return { shown: kept, others: undefined };
    const slice: PieSlice = { id: OTHERS_ID, label: '', value: rest.value };
    return { shown: [...kept, slice], others: { slice, count: rest.count } };
  }, [slices, maxSlices, canGroup]);
  const isOthers = (slice: PieSlice) => others !== undefined && slice === others.slice;
  const labelOf = (slice: PieSlice) =>
    isOthers(slice) && others && othersLabel ? othersLabel(others.count) : slice.label;
  // From the palette's second round on (the 13th slice) a slice has a pattern over its colour, legend alike.
  const patternBase = usePatternBase();
  const lookOf = (slice: PieSlice, index: number): SeriesLook =>
    isOthers(slice) ? { color: OTHERS_COLOR, round: 0 } : seriesLook(index);
  const fillOf = (slice: PieSlice, index: number) => seriesFill(lookOf(slice, index), `${patternBase}-${index}`);
  const percents = toPercentages(shown.map((slice) => slice.value));
  const arcs = useMemo(
    () =>
      d3
        .pie<PieSlice>()
        .sort(null)
        .value((slice) => Math.max(0, slice.value))([...shown]),
    [shown],
  );
  const texts = arcs.map((_, index) => formatPercent(percents[index] ?? 0, locale));
  // The labels at the pie's full size; if one that must be written fits neither inside nor beside it, the pie is drawn
  // smaller, leaving room around it for that label.
  const layoutAt = (radius: number) => {
    const inner = innerRadiusOf(variant, radius);
    const ring = { inner, outer: radius, label: inner ? (inner + radius) / 2 : radius * 0.62 };
    const isRequired = pieLabelRequired(arcs.map((datum) => Math.max(0, datum.data.value)));
    const placements = placePieLabels(
      arcs.map((datum, index) => ({
        startAngle: datum.startAngle,
        endAngle: datum.endAngle,
        value: Math.max(0, datum.data.value),
        box: pieLabelBox(texts[index]!),
      })),
      ring,
      { bounds: { halfWidth: width / 2, halfHeight: height / 2 }, isRequired },
    );
    const isComplete = arcs.every(
      (datum, index) => !isRequired(index) || placements.some((placement) => placement.index === index),
    );
    return { radius, inner, placements, isComplete };
  };
  const full = layoutAt(Math.max(10, Math.min(width, height) / 2 - 8));
  const { radius, inner, placements } = full.isComplete
    ? full
    : layoutAt(Math.max(10, Math.min(width, height) / 2 - 8 - PIE_OUTSIDE_ROOM));
  const arc = d3.arc<d3.PieArcDatum<PieSlice>>().innerRadius(inner).outerRadius(radius);

  return (
    <ChartFrame
      title={title}
      className={className}
      showTableLabel={labels.showTable}
      hideTableLabel={labels.hideTable}
      table={{
        columns: [labels.category, labels.share],
        rows: shown.map((slice, index) => ({
          label: labelOf(slice),
          values: [formatPercent(percents[index] ?? 0, locale)],
        })),
      }}
      footer={
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1.5">
          {shown.map((slice, index) => (
            <li key={slice.id} className="flex items-center gap-2 text-sm" data-slot="chart-legend-item">
              <ChartSwatch look={lookOf(slice, index)} kind="area" />
              {labelOf(slice)}
              <span className="text-muted-foreground tabular-nums">{formatPercent(percents[index] ?? 0, locale)}</span>
            </li>
          ))}
        </ul>
      }
    >
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={typeof title === 'string' ? title : undefined}
          width={width}
          height={height}
          className="block"
          data-variant={variant}
        >
          <defs>
            {shown.map((slice, index) => (
              <ChartPattern key={slice.id} id={`${patternBase}-${index}`} look={lookOf(slice, index)} />
            ))}
          </defs>
          <g transform={`translate(${width / 2},${height / 2})`}>
            {arcs.map((datum, index) => (
              <path
                key={datum.data.id}
                data-slice={datum.data.id}
                d={arc(datum) ?? ''}
                fill={fillOf(datum.data, index)}
                stroke="var(--color-card)"
                strokeWidth={1.5}
              >
                <title>{`${labelOf(datum.data)}: ${formatPercent(percents[index] ?? 0, locale)}`}</title>
              </path>
            ))}
            {/* The labels over every slice: a slice drawn after a label's own would cover it. */}
            {placements.map(({ index, x, y, isOutside }) => {
              const datum = arcs[index]!;
              if (!isOutside) {
                return (
                  <text
                    key={datum.data.id}
                    x={x}
                    y={y}
                    dy="0.35em"
                    textAnchor="middle"
                    className="pointer-events-none text-xs font-medium tabular-nums"
                    fill="white"
                    stroke="rgb(0 0 0 / 0.35)"
                    strokeWidth={2}
                    paintOrder="stroke"
                    data-slot="pie-label"
                  >
                    {texts[index]}
                  </text>
                );
              }
              // beside the rim, with a tick from the slice's middle towards it
              const middle = (datum.startAngle + datum.endAngle) / 2;
              const [sin, cos] = [Math.sin(middle), -Math.cos(middle)];
              return (
                <g key={datum.data.id} data-slot="pie-label" data-outside="">
                  <line
                    x1={sin * (radius + 1)}
                    y1={cos * (radius + 1)}
                    x2={sin * (radius + 5)}
                    y2={cos * (radius + 5)}
                    className="stroke-muted-foreground"
                    strokeWidth={1}
                  />
                  <text
                    x={x}
                    y={y}
                    dy="0.35em"
                    textAnchor="middle"
                    className="pointer-events-none fill-foreground text-xs font-medium tabular-nums"
                  >
                    {texts[index]}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      </div>
    </ChartFrame>
  );
}

export { PieChart };
export type { PieChartProps, PieSlice, PieChartLabels };
