import { describe, expect, it } from 'vitest';
import { niceAxis, scaleChart, type ChartBox } from './chart-scale.ts';

const box: ChartBox = {
  width: 500,
  height: 300,
  padding: { top: 20, right: 20, bottom: 80, left: 80 },
};
// Plot area: x 80..480 (400 wide), y 20..220 (200 high).

describe('niceAxis', () => {
  it('rounds the top up to a step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceAxis(60)).toEqual({ top: 60, step: 20 });
    expect(niceAxis(52)).toEqual({ top: 60, step: 20 });
    expect(niceAxis(7)).toEqual({ top: 8, step: 2 });
    expect(niceAxis(100)).toEqual({ top: 100, step: 25 });
    expect(niceAxis(438)).toEqual({ top: 600, step: 200 });
  });

  it('still gives an axis when every value is zero', () => {
    expect(niceAxis(0)).toEqual({ top: 4, step: 1 });
  });
});

describe('scaleChart', () => {
  it('gives each value an equal band and puts the point in its middle', () => {
    const { points } = scaleChart(
      [
        { label: 'Goiânia', value: 0 },
        { label: 'Interlagos', value: 30 },
        { label: 'Cascavel', value: 60 },
        { label: 'Tarumã', value: 15 },
      ],
      box,
    );
    expect(points.map((p) => p.x)).toEqual([130, 230, 330, 430]);
    // top 60: 0 at the bottom (220), 60 at the top (20), 30 half-way.
    expect(points.map((p) => p.y)).toEqual([220, 120, 20, 170]);
    expect(points.map((p) => p.label)).toEqual(['Goiânia', 'Interlagos', 'Cascavel', 'Tarumã']);
  });

  it('centres a single point', () => {
    const { points } = scaleChart([{ label: 'Interlagos', value: 22 }], box);
    expect(points).toHaveLength(1);
    expect(points[0]?.x).toBe(280);
  });

  it('puts the guide lines from 0 at the bottom to the top of the axis', () => {
    const { ticks } = scaleChart([{ label: 'A', value: 52 }], box);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 20, 40, 60]);
    const ys = [220, 220 - 200 / 3, 220 - (2 * 200) / 3, 20];
    ticks.forEach((tick, index) => expect(tick.y).toBeCloseTo(ys[index] ?? NaN));
  });

  it('draws nothing for no results, and keeps negative values on the axis', () => {
    expect(scaleChart([], box).points).toEqual([]);
    expect(scaleChart([{ label: 'A', value: -5 }], box).points[0]?.y).toBe(220);
  });
});
