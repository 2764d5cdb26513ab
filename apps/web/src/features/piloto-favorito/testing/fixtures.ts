import type { PilotoCard } from '@stockcar/shared/schemas/racing';

export function piloto(idPiloto: number, nome: string, numero: string): PilotoCard {
  return {
    idPiloto,
    nome,
    sobrenome: 'Silva',
    numero,
    pontuacao: 0,
    imagem: `/img/${idPiloto}.png`,
    imagemB: `/img/${idPiloto}-b.png`,
    logoMontadora: '',
    logoEquipe: '',
    carro: '',
    equipe: '',
    subcategoria: null,
  };
}

export const PILOTOS = [piloto(10, 'Daniel', '29'), piloto(11, 'Rubens', '111')];
