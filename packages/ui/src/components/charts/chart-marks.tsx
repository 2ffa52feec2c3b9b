import { useId, type ComponentProps } from 'react';
import { seriesDash, seriesMarker, seriesPattern, type SeriesLook, type SeriesMarker } from '../../lib/chart.ts';

/** An id usable in `url(#…)`: React's ids hold characters that a CSS url would have to escape. */
function usePatternBase(): string {
  return `rp-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Whether marks drawn over the colour should be dark (a light colour such as #fcd34d) rather than white. */
function isLightColor(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}

/** The fill of a series' bar or slice: its colour, or the pattern of its round over the colour. */
function seriesFill(look: SeriesLook, patternId: string): string {
  return look.round === 0 ? look.color : `url(#${patternId})`;
}

/** The pattern of a series of a later round of the palette: the colour, with stripes, a grid or dots over it. */
function ChartPattern({ id, look }: { id: string; look: SeriesLook }) {
  const pattern = seriesPattern(look.round);
  if (pattern === 'solid') return null;
  const ink = isLightColor(look.color) ? 'rgb(0 0 0 / 0.5)' : 'rgb(255 255 255 / 0.85)';
  const line = { stroke: ink, strokeWidth: 1.5, fill: 'none' } as const;
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={6} height={6} data-pattern={pattern}>
      <rect width={6} height={6} fill={look.color} />
      {pattern === 'diagonal' && <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" {...line} />}
      {pattern === 'antidiagonal' && <path d="M-1,5 l2,2 M0,0 l6,6 M5,-1 l2,2" {...line} />}
      {pattern === 'grid' && <path d="M0,3 H6 M3,0 V6" {...line} strokeWidth={1.2} />}
      {pattern === 'horizontal' && <path d="M0,1.5 H6 M0,4.5 H6" {...line} strokeWidth={1.2} />}
      {pattern === 'dots' && <circle cx={3} cy={3} r={1.4} fill={ink} />}
    </pattern>
  );
}

interface ChartMarkerProps extends Omit<ComponentProps<'path'>, 'd'> {
  shape: SeriesMarker;
  x: number;
  y: number;
  /** About the radius: a circle of 3 is the plain point. */
  size?: number;
}

/** A line's point in its round's shape: circle, square, triangle, diamond, cross or a triangle pointing down. */
function ChartMarker({ shape, x, y, size = 3, ...props }: ChartMarkerProps) {
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...(props as ComponentProps<'circle'>)} />;
  const s = size * 1.15;
  const d = {
    square: `M${x - s},${y - s}h${2 * s}v${2 * s}h${-2 * s}Z`,
    triangle: `M${x},${y - s * 1.25}L${x + s * 1.2},${y + s}H${x - s * 1.2}Z`,
    triangleDown: `M${x},${y + s * 1.25}L${x + s * 1.2},${y - s}H${x - s * 1.2}Z`,
    diamond: `M${x},${y - s * 1.35}L${x + s * 1.2},${y}L${x},${y + s * 1.35}L${x - s * 1.2},${y}Z`,
    cross: `M${x - s},${y - s}L${x + s},${y + s}M${x + s},${y - s}L${x - s},${y + s}`,
  }[shape];
  return <path d={d} {...props} />;
}

interface ChartSwatchProps {
  look: SeriesLook;
  /** A bar's or slice's square, or a stretch of line (with its point's shape after the palette's first round). */
  kind: 'area' | 'line';
}

/** A legend's swatch, drawn as the series is: its colour, pattern, dash and point. */
function ChartSwatch({ look, kind }: ChartSwatchProps) {
  const id = usePatternBase();
  if (kind === 'area') {
    return (
      <svg aria-hidden="true" width={12} height={12} className="shrink-0" data-slot="chart-swatch">
        <defs>
          <ChartPattern id={id} look={look} />
        </defs>
        <rect width={12} height={12} rx={2} fill={seriesFill(look, id)} />
      </svg>
    );
  }
  const dash = seriesDash(look.round);
  const width = look.round === 0 ? 16 : 24;
  return (
    <svg aria-hidden="true" width={width} height={10} className="shrink-0" data-slot="chart-swatch">
      <line
        x1={0}
        y1={5}
        x2={width}
        y2={5}
        stroke={look.color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeDasharray={dash || undefined}
      />
      {look.round === 0 ? null : (
        <ChartMarker
          shape={seriesMarker(look.round)}
          x={width / 2}
          y={5}
          size={3}
          fill="var(--color-card)"
          stroke={look.color}
          strokeWidth={1.5}
        />
      )}
    </svg>
  );
}

export { ChartMarker, ChartPattern, ChartSwatch, seriesFill, usePatternBase };
