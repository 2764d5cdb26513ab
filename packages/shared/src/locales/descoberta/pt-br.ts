/**
 * Texts of what the server writes for search engines, feed readers and link previews (issue 15):
 * the news feed of each category, and each page's description and structured data
 * (apps/api/src/modules/paginas). Server only; titles are the web's own (shell `titles`).
 */
export const descobertaPtBr = {
  feed: {
    title: '{{categoria}} · Novidades',
    description: '{{categoria}}: as últimas notícias.',
  },
  site: {
    name: 'Stock Car',
    description: 'Stock Car: notícias, calendário, classificação, pilotos e transmissões ao vivo.',
  },
  notFound: {
    title: 'Página não encontrada | Stock Car',
    description: 'O endereço não existe ou saiu do ar.',
  },
  /** One line per kind of page; `{{categoria}}` is the category's name. */
  descricoes: {
    home: '{{categoria}}: notícias, calendário, classificação, pilotos e transmissões ao vivo.',
    categoria: '{{categoria}}: o campeonato, sua história e seus números.',
    etapas:
      '{{categoria}}: o calendário de etapas da temporada, com circuitos, datas e resultados.',
    classificacao: '{{categoria}}: a classificação de pilotos e equipes na temporada.',
    pilotos: '{{categoria}}: os pilotos da temporada, com equipe, número e pontos.',
    equipes: '{{categoria}}: as equipes da temporada e seus pilotos.',
    circuitos: '{{categoria}}: os circuitos do campeonato, com extensão, curvas e recordes.',
    montadoras: '{{categoria}}: as montadoras do campeonato.',
    programacao: '{{categoria}}: a programação da próxima etapa, com os horários de cada dia.',
    novidades: '{{categoria}}: notícias e galerias de fotos.',
    sejaPatrocinador: '{{categoria}}: leve sua marca para as pistas como patrocinador.',
    queroSerPatrocinador: '{{categoria}}: fale com a equipe comercial sobre patrocínio.',
    corporativaB2b: '{{categoria}}: experiências corporativas e camarotes para sua empresa.',
    camarotesB2b: '{{produto}}: solicite uma proposta para sua empresa.',
    trabalheConosco: '{{categoria}}: vagas e oportunidades para trabalhar no automobilismo.',
    bancoTalentos: '{{categoria}}: cadastre seu currículo no banco de talentos.',
    bancoTalentosObrigado: '{{categoria}}: recebemos seu cadastro no banco de talentos.',
    politicaPrivacidade: '{{categoria}}: como tratamos seus dados pessoais.',
    termosDeUso: '{{categoria}}: os termos de uso do site.',
    esg: '{{categoria}}: nossos compromissos ambientais, sociais e de governança.',
    termoMenorIdade: '{{categoria}}: o termo de autorização para menores de idade.',
    hallOfFame: '{{categoria}}: os campeões e os maiores vencedores da história.',
    stockQuiz: '{{categoria}}: teste seus conhecimentos no Stock Quiz.',
    startQuiz: '{{categoria}}: teste seus conhecimentos no Stock Quiz.',
    fanpushTv: '{{categoria}}: a votação Fan Push ao vivo.',
    stockclub: 'Stock Club: entre na área do sócio e participe da votação Fan Push.',
    cadastro: 'Stock Club: cadastre-se e participe da votação Fan Push.',
    clube: 'Stock Club: a área do sócio.',
    piloto:
      '{{nome}}, piloto da equipe {{equipe}} · {{categoria}}: resultados, pontos e estatísticas.',
    equipe: '{{nome}} · {{categoria}}: pilotos, pontos e resultados na temporada.',
    circuito:
      '{{nome}}, em {{cidade}} · {{categoria}}: extensão, curvas, recordes e próxima etapa.',
    programacaoEtapa:
      '{{etapa}} em {{circuito}}, {{cidade}} · {{categoria}}: a programação de cada dia.',
    programacaoCircuito:
      '{{circuito}}, em {{cidade}} · {{categoria}}: a programação da próxima etapa.',
    galeria: 'Galeria de fotos: {{titulo}}',
  },
} as const;
