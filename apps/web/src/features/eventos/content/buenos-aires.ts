import { paths } from '../../../config/paths.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import type { EventContent } from './event-types.ts';

/** `/buenos-aires`: the round abroad, at the Autódromo Oscar y Juan Gálvez. */
export const BUENOS_AIRES: EventContent = {
  kicker: 'Etapa internacional · Argentina',
  title: 'Stock Car em Buenos Aires',
  lead: 'A Stock Car Pro Series atravessa a fronteira e acelera no Autódromo Oscar y Juan Gálvez, o templo do automobilismo argentino, em uma etapa que reúne torcedores dos dois lados do Rio da Prata.',
  scene: 'buenos-aires',
  sceneLabel: 'Ilustração do horizonte de Buenos Aires com o Obelisco e a pista em primeiro plano',
  facts: [
    { label: 'Autódromo', value: 'Oscar y Juan Gálvez, Villa Riachuelo, Buenos Aires' },
    { label: 'Extensão', value: '4,259 km' },
    { label: 'Curvas', value: '15' },
    { label: 'Sentido', value: 'Horário' },
    { label: 'Na Stock Car desde', value: '2023' },
  ],
  sections: [
    {
      heading: 'Um autódromo com história',
      paragraphs: [
        'Inaugurado em 1952, o autódromo portenho recebeu o Grande Prêmio da Argentina de Fórmula 1 em várias épocas e viu Juan Manuel Fangio vencer diante da sua torcida. O nome homenageia os irmãos Oscar e Juan Gálvez, lendas do Turismo Carretera, a categoria mais popular do país.',
        'O traçado usado pela Stock Car combina a longa reta dos boxes com o miolo travado do circuito, onde a tração na saída das curvas lentas vale tanto quanto a velocidade final.',
      ],
    },
    {
      heading: 'A corrida',
      paragraphs: [
        'Como em todas as etapas da Pro Series, são duas corridas no domingo, depois de treinos livres na sexta e da classificação no sábado. Equipes e carros viajam de caminhão desde o Brasil, numa operação logística que leva cerca de uma semana entre a ida e a volta.',
      ],
    },
    {
      heading: 'Para o torcedor brasileiro',
      paragraphs: [
        'Brasileiros entram na Argentina com passaporte válido ou com a carteira de identidade (RG) em bom estado e emitida há menos de dez anos; a carteira de motorista não é aceita. Menores que viajam sem os dois pais precisam de autorização de viagem.',
      ],
      items: [
        'Moeda: peso argentino. Cartões internacionais são aceitos na maior parte da cidade.',
        'Acesso: o autódromo fica no sul da cidade, junto à Avenida General Paz, com linhas de ônibus e táxis a partir do centro.',
        'Ingressos: à venda pela plataforma oficial da etapa, com setor reservado à torcida brasileira.',
      ],
    },
  ],
  related: [
    {
      label: 'A história da Stock Car em Buenos Aires',
      href: paths.category.historiaBuenosAires.href(EVENT_CATEGORY_SLUG),
    },
    { label: 'Calendário de etapas', href: paths.category.etapas.href(EVENT_CATEGORY_SLUG) },
  ],
};
