import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previaFixture } from '../../testing/corridas.ts';
import { PreviaTabela } from './previa-tabela.tsx';

const rows = () => screen.getAllByRole('row').slice(1);

describe('PreviaTabela', () => {
  it("highlights every invalid line with its reasons, and shows the file's columns only", () => {
    render(<PreviaTabela previa={previaFixture()} />);
    expect(
      screen.getByText('O arquivo tem erros: corrija-o e escolha de novo. Nada foi salvo.'),
    ).toBeTruthy();
    expect(screen.getByText('Colunas ignoradas: KM/H.')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Linha', 'Pos.', 'Carro', 'Voltas', 'Inscrito', 'Erros']);
    const [valid, invalid] = rows();
    expect(valid?.getAttribute('data-invalida')).toBe('false');
    expect(within(valid as HTMLElement).getByText('João Conceição')).toBeTruthy();
    expect(within(valid as HTMLElement).getByText('OK')).toBeTruthy();
    expect(invalid?.getAttribute('data-invalida')).toBe('true');
    expect(within(invalid as HTMLElement).getByText('Não inscrito')).toBeTruthy();
    expect(
      within(invalid as HTMLElement).getByText(
        'O carro 77 não está inscrito na temporada 2026 da Stock Car Pro Series.',
      ),
    ).toBeTruthy();
  });

  it('says a valid file adds up, with the pole and fastest lap it found', () => {
    const previa = previaFixture({
      valido: true,
      colunas: ['POS', 'NUM', 'PILOTO', 'VOLTAS', 'TEMPO', 'STATUS', 'LARGADA', 'MELHOR_VOLTA'],
    });
    previa.linhas = previa.linhas.slice(0, 1);
    previa.resumo = {
      ...previa.resumo,
      ignoradas: [],
      linhas: 1,
      classificados: 1,
      pole: '12',
      voltaRapida: '12',
      voltaRapidaTempo: '1:30.900',
    };
    render(<PreviaTabela previa={previa} />);
    expect(
      screen.getByText('Arquivo válido: 1 linhas, 1 classificados. Nada foi salvo ainda.'),
    ).toBeTruthy();
    expect(screen.getByText('Pole: carro 12.')).toBeTruthy();
    expect(screen.getByText('Volta mais rápida: carro 12 (1:30.900).')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(11);
    expect(rows().every((r) => r.getAttribute('data-invalida') === 'false')).toBe(true);
  });

  it("lists the file's own errors and no table when no line could be read", () => {
    render(
      <PreviaTabela
        previa={previaFixture({ linhas: [], erros: ['Faltam no cabeçalho as colunas POS, NUM.'] })}
      />,
    );
    expect(screen.getByText('Faltam no cabeçalho as colunas POS, NUM.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
