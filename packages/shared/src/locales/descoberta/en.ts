import type { TranslationsOf } from '../resources.ts';
import type { descobertaPtBr } from './pt-br.ts';

/** The English heads of formula-4's pages (`?idioma=en`); the feed stays Portuguese. */
export const descobertaEn: TranslationsOf<typeof descobertaPtBr> = {
  feed: {
    title: '{{categoria}} · News',
    description: '{{categoria}}: the latest news.',
  },
  site: {
    name: 'Stock Car',
    description: 'Stock Car: news, calendar, standings, drivers and live broadcasts.',
  },
  notFound: {
    title: 'Page not found | Stock Car',
    description: 'This address does not exist or was taken down.',
  },
  descricoes: {
    home: '{{categoria}}: news, calendar, standings, drivers and live broadcasts.',
    categoria: '{{categoria}}: the championship, its history and its numbers.',
    etapas: "{{categoria}}: the season's rounds, with circuits, dates and results.",
    classificacao: '{{categoria}}: drivers and teams standings of the season.',
    pilotos: "{{categoria}}: the season's drivers, with team, number and points.",
    equipes: "{{categoria}}: the season's teams and their drivers.",
    circuitos: "{{categoria}}: the championship's circuits, with length, corners and records.",
    montadoras: "{{categoria}}: the championship's manufacturers.",
    programacao: "{{categoria}}: the next round's schedule, day by day.",
    novidades: '{{categoria}}: news and photo galleries.',
    sejaPatrocinador: '{{categoria}}: take your brand to the track as a sponsor.',
    queroSerPatrocinador: '{{categoria}}: talk to our sales team about sponsorship.',
    corporativaB2b: '{{categoria}}: corporate experiences and hospitality for your company.',
    camarotesB2b: '{{produto}}: request a proposal for your company.',
    trabalheConosco: '{{categoria}}: jobs and opportunities in motorsport.',
    bancoTalentos: '{{categoria}}: send your CV to our talent bank.',
    bancoTalentosObrigado: '{{categoria}}: we received your application.',
    politicaPrivacidade: '{{categoria}}: how we handle your personal data.',
    termosDeUso: "{{categoria}}: the site's terms of use.",
    esg: '{{categoria}}: our environmental, social and governance commitments.',
    termoMenorIdade: "{{categoria}}: the minors' authorisation form.",
    hallOfFame: '{{categoria}}: the champions and the greatest winners in history.',
    stockQuiz: '{{categoria}}: test your knowledge in the Stock Quiz.',
    startQuiz: '{{categoria}}: test your knowledge in the Stock Quiz.',
    fanpushTv: '{{categoria}}: the Fan Push vote, live.',
    stockclub: "Stock Club: sign in to the members' area and vote in Fan Push.",
    cadastro: 'Stock Club: sign up and vote in Fan Push.',
    clube: "Stock Club: the members' area.",
    piloto: '{{nome}}, {{equipe}} driver · {{categoria}}: results, points and statistics.',
    equipe: '{{nome}} · {{categoria}}: drivers, points and results of the season.',
    circuito: '{{nome}}, {{cidade}} · {{categoria}}: length, corners, records and next round.',
    programacaoEtapa:
      '{{etapa}} at {{circuito}}, {{cidade}} · {{categoria}}: the schedule, day by day.',
    programacaoCircuito: "{{circuito}}, {{cidade}} · {{categoria}}: the next round's schedule.",
    galeria: 'Photo gallery: {{titulo}}',
  },
};
