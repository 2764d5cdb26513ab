import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { StorageService } from '../services/storage.ts';
import { driverPhotoSvg } from './racing/artwork.ts';

/**
 * Hall of fame demo (issue 6): invented careers from before the seasons the racing data holds
 * (the recomputation adds the races, wins and titles of official results on top, issue 11).
 * Retired legends carry their own name and photo; the first Pro Series drivers hold earlier
 * titles, and a few more current drivers get earlier races, so the 300-race list has current
 * names too.
 */

const PROSERIES = 1;

const LEGENDS = [
  { nome: 'Álvaro Teixeira', corridas: 418, vitorias: 41, anos: [2004, 2005, 2008, 2010] },
  { nome: 'Renato Bergamini', corridas: 365, vitorias: 33, anos: [2006, 2009, 2012] },
  { nome: 'Cláudio Mendonça', corridas: 331, vitorias: 27, anos: [2007, 2011, 2023] },
  { nome: 'Fábio Guimarães', corridas: 302, vitorias: 19, anos: [2013, 2018] },
  { nome: 'Wagner Siqueira', corridas: 287, vitorias: 22, anos: [2014, 2015] },
  { nome: 'Heitor Nogueira', corridas: 244, vitorias: 12, anos: [] },
  { nome: 'Marcelo Drummond', corridas: 198, vitorias: 9, anos: [] },
  { nome: 'Sérgio Valadares', corridas: 121, vitorias: 3, anos: [] },
];

/**
 * Title years of the current drivers with earlier titles: the first Pro Series driver holds
 * three, the second two, the third one.
 */
const CURRENT_TITLE_YEARS = [[2016, 2019, 2022], [2017, 2021], [2020]];
/** Earlier races and wins of the title holders, then of other current drivers. */
const CURRENT_CAREERS = [
  { corridas: 340, vitorias: 35 },
  { corridas: 305, vitorias: 24 },
  { corridas: 280, vitorias: 18 },
  { corridas: 262, vitorias: 14 },
  { corridas: 221, vitorias: 9 },
  { corridas: 188, vitorias: 6 },
  { corridas: 150, vitorias: 3 },
  { corridas: 96, vitorias: 1 },
  { corridas: 40, vitorias: 0 },
];

async function proSeriesDrivers(db: Db) {
  return db
    .selectDistinct({ id: t.piloto.id })
    .from(t.piloto)
    .innerJoin(
      t.inscricao,
      and(eq(t.inscricao.pilotoId, t.piloto.id), eq(t.inscricao.categoriaId, PROSERIES)),
    )
    .orderBy(asc(t.piloto.id));
}

export async function seedHallOfFame(db: Db, storage: StorageService) {
  const legends = [];
  for (const [i, l] of LEGENDS.entries()) {
    const initials = l.nome
      .split(' ')
      .map((w) => w[0])
      .join('');
    const foto = await storage.putPublic(
      `seed/hall-da-fama-${i + 1}.svg`,
      driverPhotoSvg(initials, '', '#8a6d1f', false),
    );
    legends.push({ categoriaId: PROSERIES, nomePiloto: l.nome, foto, ...l, anosTitulos: l.anos });
  }
  const drivers = await proSeriesDrivers(db);
  const current = CURRENT_CAREERS.flatMap((career, i) => {
    const driver = drivers[i];
    if (!driver) return [];
    return [
      {
        categoriaId: PROSERIES,
        pilotoId: driver.id,
        nomePiloto: '',
        ...career,
        anosTitulos: CURRENT_TITLE_YEARS[i] ?? [],
      },
    ];
  });
  await db.insert(t.hallDaFamaHistorico).values([...legends, ...current]);
}
