import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';

/** Club content test data: a survey of laps, gifts with private files, video libraries. */

export interface QuestionSpec {
  multipla?: boolean;
  opcoes?: number;
}

/** A survey whose laps hold the given questions (each with 3 options by default). */
export async function createSurvey(db: Db, laps: QuestionSpec[][]) {
  const [survey] = await db.insert(s.pesquisa).values({ titulo: 'Pesquisa de teste' }).returning();
  if (!survey) throw new Error('survey not created');
  const questions = [];
  for (const [lap, specs] of laps.entries()) {
    for (const [ordem, spec] of specs.entries()) {
      const [q] = await db
        .insert(s.pesquisaPergunta)
        .values({
          pesquisaId: survey.id,
          fase: lap + 1,
          ordem,
          descricao: `Volta ${lap + 1}, pergunta ${ordem + 1}`,
          multiplaResposta: spec.multipla ?? false,
        })
        .returning();
      if (!q) throw new Error('question not created');
      const opcoes = await db
        .insert(s.pesquisaOpcao)
        .values(
          Array.from({ length: spec.opcoes ?? 3 }, (_, i) => ({
            perguntaId: q.id,
            descricao: `Opção ${i + 1}`,
            ordem: i,
          })),
        )
        .returning();
      questions.push({ ...q, opcoes: opcoes.map((o) => o.id) });
    }
  }
  return { survey, questions };
}

export async function createGift(
  t: TestApp,
  values: { nome: string; file: Buffer; nomeArquivo: string; tipoConteudo: string },
) {
  const arquivo = await t.app.storage.putPrivate(`brindes/${values.nomeArquivo}`, values.file);
  const [row] = await t.db
    .insert(s.beneficio)
    .values({
      nome: values.nome,
      urlImagem: `/media/brinde-${values.nomeArquivo}.svg`,
      arquivo,
      nomeArquivo: values.nomeArquivo,
      tipoConteudo: values.tipoConteudo,
    })
    .returning();
  if (!row) throw new Error('gift not created');
  return row;
}

export async function createLibrary(db: Db, nome: string, videos: number, ordem = 0) {
  const [row] = await db
    .insert(s.biblioteca)
    .values({ nome, thumbnail: `/media/${nome}.svg`, ordem })
    .returning();
  if (!row) throw new Error('library not created');
  if (videos > 0) {
    await db.insert(s.bibliotecaVideo).values(
      Array.from({ length: videos }, (_, i) => ({
        bibliotecaId: row.id,
        titulo: `${nome} ${i + 1}`,
        thumbnail: `/media/${nome}-${i + 1}.svg`,
        link: `https://www.youtube.com/watch?v=video${row.id}x${i}`,
        ordem: i,
      })),
    );
  }
  return row;
}
