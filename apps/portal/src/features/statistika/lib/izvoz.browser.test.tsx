import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart, PieChart } from '@rp/ui';
import { chartImageSvg } from './izvoz.ts';
import { periodLabel } from './period.ts';

// act() flushes each render before the next assertion (React warns about act() in an environment without this flag).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(element));
  // the chart takes its width from a debounced ResizeObserver
  await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
  return container;
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const texts = (svg: string) => [...parse(svg).querySelectorAll(':scope > text')].map((text) => text.textContent);

describe('a saved chart reads on its own', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the title, the screen and period, the drawing and the legend with its shares', async () => {
    const slices = Array.from({ length: 14 }, (_, index) => ({
      id: String(index),
      label: `Klijent ${index + 1}`,
      value: 20 - index,
    }));
    const container = await render(
      <PieChart
        title="Udeo klijenata: Prihod"
        slices={slices}
        labels={{ showTable: 'Prikaži tabelu', hideTable: 'Sakrij tabelu', category: 'Klijent', share: 'Udeo' }}
      />,
    );
    const image = chartImageSvg(container, {
      title: 'Udeo klijenata: Prihod',
      subtitle: `Statistika – klijenti · ${periodLabel(['2025-12', '2026-01', '2026-12'], 'sr-Latn-RS')}`,
    })!;
    const lines = texts(image.svg);
    expect(lines.slice(0, 2)).toEqual([
      'Udeo klijenata: Prihod',
      'Statistika – klijenti · Decembar 2025 – Decembar 2026',
    ]);
    // every slice in the legend, its share beside its name, and a swatch before each (the 13th with its pattern)
    expect(lines).toContain('Klijent 1 10,58 %');
    expect(lines).toContain('Klijent 14 3,70 %');
    const document_ = parse(image.svg);
    expect(document_.querySelectorAll('svg[role="img"] [data-slice]')).toHaveLength(14);
    const swatches = document_.querySelectorAll('svg[data-slot="chart-swatch"]');
    expect(swatches).toHaveLength(14);
    expect(swatches[12]!.querySelector('pattern')).not.toBeNull();
    // as wide as the drawing, with 16 px on either side
    const drawing = container.querySelector<SVGSVGElement>('svg[role="img"]')!;
    expect(image.width).toBe(Math.ceil(drawing.width.baseVal.value) + 32);
    expect(image.height).toBeGreaterThan(300);
  });

  it('leaves a hidden line out of the legend, in English as on the screen', async () => {
    const container = await render(
      <LineChart
        title="Income, expenses and profit per month (RSD)"
        categories={['JAN 2026', 'FEB 2026']}
        series={[
          { id: 'prihod', label: 'Income', values: [1, 2] },
          { id: 'rashod', label: 'Expenses', values: [1, 1] },
        ]}
        defaultVisibleSeries={['prihod']}
        labels={{ showTable: 'Show table', hideTable: 'Hide table', category: 'Month' }}
      />,
    );
    const lines = texts(
      chartImageSvg(container, {
        title: 'Income, expenses and profit per month (RSD)',
        subtitle: `Statistics – money · ${periodLabel(['2026-01', '2026-02'], 'en-US')}`,
      })!.svg,
    );
    expect(lines).toEqual([
      'Income, expenses and profit per month (RSD)',
      'Statistics – money · January 2026 – February 2026',
      'Income',
    ]);
  });

  it('names one month alone', () => {
    expect(periodLabel(['2026-03'], 'sr-Latn-RS')).toBe('Mart 2026');
    expect(periodLabel([], 'sr-Latn-RS')).toBe('');
  });
});
