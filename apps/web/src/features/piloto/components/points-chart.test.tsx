import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsChart } from './points-chart.tsx';

const resultados = [
  { circuito: 'Goiânia', pontoPiloto: 22 },
  { circuito: 'São Paulo', pontoPiloto: 60 },
  { circuito: 'Mogi Guaçu', pontoPiloto: 45 },
];

describe("PointsChart: 'PONTOS DO CAMPEONATO'", () => {
  it('draws one point per result, labelled by circuit', () => {
    render(<PointsChart nome="Gustavo Gomes" resultados={resultados} />);
    const chart = screen.getByRole('img', { name: 'PONTOS DO CAMPEONATO' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const labels = [...chart.querySelectorAll('.points-chart__label')].map((l) => l.textContent);
    expect(labels).toEqual(['Goiânia', 'São Paulo', 'Mogi Guaçu']);
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('describes itself and lists the values for screen readers', () => {
    render(<PointsChart nome="Gustavo Gomes" resultados={resultados} />);
    expect(
      screen.getByRole('img', {
        description: 'Pontos de Gustavo Gomes em cada circuito da temporada.',
      }),
    ).toBeTruthy();
    expect(screen.getByText('São Paulo: 60 pontos')).toBeTruthy();
  });
});
