import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import type { FigureChart } from '../lib/figure-data';

export type ChartSeries = FigureChart['series'][number];

/** Bars for one or two series side by side; lines for more, or for days in a row. */
export interface ChartProps extends FigureChart {
  /** What the chart shows, for screen readers: its numbers are in the table below it. */
  description: string;
}

const HEIGHT = 240;
const LABEL_WIDTH = 72;

function barsFor(index: number, count: number) {
  const bars = uPlot.paths.bars;
  if (!bars) return undefined;
  if (count === 1) return bars({ size: [0.6, 48], align: 0 });
  return bars({ size: [0.35, 28], align: index === 0 ? -1 : 1 });
}

/** Whole-number steps on the value axis: counts, taka and stars never need 0.5. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 50_000];
const CHAR_PX = 7;
// Bangla words on the axis come from our own Bengali font (the canvas has no CSS to fall back on).
const AXIS_FONT = '12px system-ui, "Noto Sans Bengali", sans-serif';

/** The x axis's words: every label cut to its slot, or every n-th label when they are too many. */
function axisLabels(labels: string[], width: number): string[] {
  const slot = width / Math.max(1, labels.length);
  if (slot < 4 * CHAR_PX) {
    const every = Math.ceil(labels.length / Math.max(1, width / LABEL_WIDTH));
    return labels.map((label, index) => (index % every === 0 ? label : ''));
  }
  const fits = Math.max(3, Math.floor(slot / CHAR_PX) - 1);
  return labels.map((label) => (label.length > fits ? `${label.slice(0, fits - 1)}…` : label));
}

function optionsFor({ labels, series, kind }: FigureChart, width: number): uPlot.Options {
  // The plot area is narrower than the chart by the value axis (about 50 px).
  const shown = axisLabels(labels, width - 50);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.6, labels.length - 0.4] },
      y: { range: (_plot, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
    },
    axes: [
      {
        splits: () => labels.map((_, index) => index),
        values: (_plot, splits) => splits.map((at) => shown[at] ?? ''),
        stroke: '#44403c',
        font: AXIS_FONT,
        grid: { show: false },
      },
      { stroke: '#44403c', font: AXIS_FONT, grid: { stroke: '#e7e5e4' }, incrs: WHOLE_STEPS },
    ],
    series: [
      {},
      ...series.map((line, index) => ({
        label: line.label,
        stroke: line.color,
        width: kind === 'bars' ? 0 : 2,
        fill: kind === 'bars' ? line.color : undefined,
        paths: kind === 'bars' ? barsFor(index, series.length) : undefined,
        points: { show: kind === 'lines', size: 6, fill: line.color },
      })),
    ],
  };
}

/** A uPlot chart that fills its box's width and follows it when the page resizes. */
export function Chart({ labels, series, kind, description }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      labels.map((_, index) => index),
      ...series.map((line) => line.values),
    ];
    const options = optionsFor({ labels, series, kind }, element.clientWidth);
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    observer.observe(element);
    // A web font that arrives after the first drawing: draw the axes again with it.
    let drawn = true;
    void document.fonts.ready.then(() => {
      if (drawn) plot.redraw(false);
    });
    return () => {
      drawn = false;
      observer.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind]);
  return <div ref={box} role="img" aria-label={description} className="w-full" />;
}
