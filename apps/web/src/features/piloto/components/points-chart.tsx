import { useId } from 'react';
import type { PilotoDetalhe } from '@stockcar/shared/schemas/racing';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { scaleChart, type ChartBox } from '../utils/chart-scale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './points-chart.css';

const BOX: ChartBox = {
  width: 760,
  height: 340,
  padding: { top: 24, right: 24, bottom: 96, left: 52 },
};

interface PointsChartProps {
  nome: string;
  resultados: PilotoDetalhe['resultados'];
}

/**
 * 'PONTOS DO CAMPEONATO' (public-site.md §2.5): the driver's points per circuit as a line,
 * drawn as inline SVG. Screen readers get the title, a description and the values as a list.
 */
export function PointsChart({ nome, resultados }: PointsChartProps) {
  const { t } = useTranslation(RACING_NS);
  const id = useId();
  const title = t('drivers.chartTitle');
  const scale = scaleChart(
    resultados.map((r) => ({ label: r.circuito, value: r.pontoPiloto })),
    BOX,
  );
  const line = scale.points.map((p) => `${p.x},${p.y}`).join(' ');
  const first = scale.points[0];
  const last = scale.points.at(-1);
  const area =
    first && last
      ? `${first.x},${scale.plot.bottom} ${line} ${last.x},${scale.plot.bottom}`
      : undefined;
  return (
    // Narrow screens scroll the chart sideways: focusable, so a keyboard can scroll it too.
    <figure
      className="points-chart"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus (WCAG 2.1.1)
      tabIndex={0}
      aria-labelledby={`${id}-title`}
    >
      <svg
        className="points-chart__svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{t('drivers.chartDescription', { nome })}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick.value} className="points-chart__tick">
            <line x1={scale.plot.left} x2={scale.plot.right} y1={tick.y} y2={tick.y} />
            <text x={scale.plot.left - 10} y={tick.y} dy="0.35em" textAnchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        <line
          className="points-chart__axis"
          x1={scale.plot.left}
          x2={scale.plot.left}
          y1={scale.plot.top}
          y2={scale.plot.bottom}
        />
        <line
          className="points-chart__axis"
          x1={scale.plot.left}
          x2={scale.plot.right}
          y1={scale.plot.bottom}
          y2={scale.plot.bottom}
        />
        {area && <polygon className="points-chart__area" points={area} />}
        <polyline className="points-chart__line" points={line} />
        {scale.points.map((point, index) => (
          <g key={`${point.label}-${index}`} className="points-chart__point">
            <circle cx={point.x} cy={point.y} r={6} />
            <text className="points-chart__value" x={point.x} y={point.y - 14} textAnchor="middle">
              {point.value}
            </text>
            <text
              className="points-chart__label"
              x={point.x}
              y={scale.plot.bottom + 16}
              textAnchor="end"
              transform={`rotate(-40 ${point.x} ${scale.plot.bottom + 16})`}
            >
              {point.label}
            </text>
          </g>
        ))}
      </svg>
      <ul className="visually-hidden">
        {resultados.map((r, index) => (
          <li key={`${r.circuito}-${index}`}>
            {t('drivers.chartPoint', { circuito: r.circuito, pontos: r.pontoPiloto })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
