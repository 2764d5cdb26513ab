/** Talent-bank test helpers: one candidate's answers, shared by every test that applies. */

/** A candidate's form as the web sends it to `POST /RH/Candidato`, for the area given. */
export function candidateForm(idArea: number) {
  return {
    nome: 'Joana Lima',
    email: 'joana@exemplo.com',
    celular: '(11) 91234-5678',
    cep: '01310-100',
    idArea,
    linkedin: 'https://www.linkedin.com/in/joana',
    porque: 'Amo automobilismo.',
    sonho: 'Trabalhar no paddock.',
  };
}
