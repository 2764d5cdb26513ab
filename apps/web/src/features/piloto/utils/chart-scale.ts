export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartPoint {
  x: number;
  y: number;
  label: string;
  value: number;
}

export interface ChartScale {
  points: ChartPoint[];
  /** Horizontal guide lines, bottom (0) to top. */
  ticks: { value: number; y: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((step) => step >= raw) ?? raw;
}

/** The axis top and step: round numbers covering `max` in about `tickCount` steps. */
export function niceAxis(max: number, tickCount = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: tickCount, step: 1 }; // all zero: an axis still shows
  const step = niceStep(max / tickCount);
  return { top: Math.ceil(max / step) * step, step };
}

/**
 * Positions of a line chart's points inside a box: each value gets an equal band along x and
 * sits in its middle (one point is centred); y runs from 0 at the bottom to a round top.
 */
export function scaleChart(
  values: readonly { label: string; value: number }[],
  box: ChartBox,
  tickCount = 4,
): ChartScale {
  const plot = {
    left: box.padding.left,
    right: box.width - box.padding.right,
    top: box.padding.top,
    bottom: box.height - box.padding.bottom,
  };
  const { top, step } = niceAxis(Math.max(0, ...values.map((v) => v.value)), tickCount);
  const yOf = (value: number) =>
    plot.bottom - (Math.max(0, value) / top) * (plot.bottom - plot.top);
  const band = values.length > 0 ? (plot.right - plot.left) / values.length : 0;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({
    value: i * step,
    y: yOf(i * step),
  }));
  return {
    plot,
    ticks,
    points: values.map((v, i) => ({
      x: plot.left + band * (i + 0.5),
      y: yOf(v.value),
      label: v.label,
      value: v.value,
    })),
  };
}
