import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StorageService } from '../../services/storage.ts';
import { carSvg, driverPhotoSvg, helmetSvg, teamLogoSvg } from './artwork.ts';
import { currentSeasonDates, pastSeasonDates, raceInDays, raceWithinAWeek } from './calendar.ts';
import type { CircuitKey } from './circuits.ts';
import { FIRST_NAMES, LAST_NAMES, TEAM_COLORS, TEAM_NAMES, TEAM_WORDS } from './people.ts';
import type { CategoryPlan } from './plans.ts';
import type { Random } from './random.ts';
import { slugify } from './fixtures.ts';
import { raceResults } from './results.ts';

interface Context {
  db: Db;
  storage: StorageService;
  random: Random;
  now: Date;
  ticketsUrl: string;
  circuits: Map<CircuitKey, number>;
  manufacturers: Map<string, { id: number; logo: string }>;
  /** Names already used, so no two drivers share one. */
  usedNames: Set<string>;
}

interface Driver {
  id: number;
  skill: number;
  numero: string;
  team: { id: number; manufacturer: string; color: string };
  subcategoria: string | null;
}

async function insertChunks<T extends Record<string, unknown>>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

async function seedTeams(ctx: Context, plan: CategoryPlan) {
  const teams: Driver['team'][] = [];
  for (let i = 0; i < plan.teams; i += 1) {
    const color = TEAM_COLORS[(i + plan.id * 3) % TEAM_COLORS.length] ?? '#888';
    const nome = `${TEAM_NAMES[(i + plan.id * 5) % TEAM_NAMES.length]} ${TEAM_WORDS[(i + plan.id) % TEAM_WORDS.length]}`;
    const file = `seed/equipe-${plan.slug}-${slugify(nome)}`;
    const manufacturer = plan.manufacturers[i % plan.manufacturers.length]?.nome ?? '';
    const [row] = await ctx.db
      .insert(t.equipe)
      .values({
        nome,
        logo: await ctx.storage.putPublic(`${file}.svg`, teamLogoSvg(nome, color, false)),
        logoB: await ctx.storage.putPublic(`${file}-b.svg`, teamLogoSvg(nome, color, true)),
        sobre: {
          'pt-br': `<p>A ${nome} estreou em ${2000 + ctx.random.int(0, 20)} e corre com ${manufacturer}. Sua oficina fica em ${ctx.random.pick(['Campinas', 'Curitiba', 'Piracicaba', 'Goiânia', 'São Paulo'])}.</p>`,
          en: `<p>${nome} races with ${manufacturer}.</p>`,
        },
        website: `https://www.${slugify(nome)}.example.com`,
        exibeWebsite: i % 3 !== 2,
        background: `/media/seed/${plan.slug}-background.svg`,
      })
      .returning({ id: t.equipe.id });
    if (row) teams.push({ id: row.id, manufacturer, color });
  }
  return teams;
}

function uniqueName(ctx: Context): [string, string] {
  for (;;) {
    const first = ctx.random.pick(FIRST_NAMES);
    const last = ctx.random.pick(LAST_NAMES);
    if (!ctx.usedNames.has(`${first} ${last}`)) {
      ctx.usedNames.add(`${first} ${last}`);
      return [first, last];
    }
  }
}

async function seedDrivers(ctx: Context, plan: CategoryPlan, teams: Driver['team'][]) {
  const numbers = new Set<string>();
  const drivers: Driver[] = [];
  for (let i = 0; i < plan.drivers; i += 1) {
    const [nome, sobrenome] = uniqueName(ctx);
    let numero: string;
    do numero = String(ctx.random.int(0, 121));
    while (numbers.has(numero));
    numbers.add(numero);
    const team = teams[i % teams.length];
    if (!team) throw new Error('no team');
    const initials = `${nome[0]}${sobrenome[0]}`;
    const file = `seed/piloto-${plan.slug}-${slugify(`${nome}-${sobrenome}`)}`;
    const car = plan.manufacturers.find((m) => m.nome === team.manufacturer)?.carro ?? '';
    const [y0, y1] = plan.birthYears;
    const birth = `${ctx.random.int(y0, y1)}-${String(ctx.random.int(1, 12)).padStart(2, '0')}-${String(ctx.random.int(1, 28)).padStart(2, '0')}`;
    const [row] = await ctx.db
      .insert(t.piloto)
      .values({
        nome,
        sobrenome,
        dataNascimento: birth,
        imagem: await ctx.storage.putPublic(
          `${file}.svg`,
          driverPhotoSvg(initials, numero, team.color, false),
        ),
        imagemB: await ctx.storage.putPublic(
          `${file}-b.svg`,
          driverPhotoSvg(initials, numero, team.color, true),
        ),
        imagemCapacete: await ctx.storage.putPublic(
          `${file}-capacete.svg`,
          helmetSvg(numero, team.color),
        ),
        imagemCarro: await ctx.storage.putPublic(
          `${file}-carro.svg`,
          carSvg(numero, team.color, car),
        ),
        sobre: {
          'pt-br': `<p>${nome} ${sobrenome} começou no kart aos ${ctx.random.int(6, 12)} anos e chegou à categoria depois de títulos regionais. Pilota o carro #${numero}.</p>`,
          en: `<p>${nome} ${sobrenome} started karting aged ${ctx.random.int(6, 12)} and drives car #${numero}.</p>`,
        },
        instagram: `https://www.instagram.com/${slugify(`${nome}${sobrenome}`).replace(/-/g, '')}`,
        exibeInstagram: i % 4 !== 3,
        background: `/media/seed/${plan.slug}-background.svg`,
      })
      .returning({ id: t.piloto.id });
    if (!row) throw new Error('driver not created');
    const subcategoria = plan.subcategorias
      ? (plan.subcategorias[i % plan.subcategorias.length] ?? null)
      : null;
    drivers.push({ id: row.id, skill: ctx.random.next(), numero, team, subcategoria });
  }
  return drivers;
}

function scheduleHtml(day: string, items: [string, string][]) {
  return `<h4>${day}</h4><ul>${items.map(([h, what]) => `<li><strong>${h}</strong> ${what}</li>`).join('')}</ul>`;
}

/**
 * One season: its points table (the default), the entry list, and its stages; the stages
 * already raced get their races' official results, except `provisional` (a race whose results
 * still wait for the stewards: race control's demo of the provisional state).
 */
async function seedSeason(
  ctx: Context,
  plan: CategoryPlan,
  drivers: Driver[],
  year: number,
  dates: Date[],
  provisional?: { stage: number; race: number },
) {
  await ctx.db.insert(t.temporadaCategoria).values({ categoriaId: plan.id, ano: year });
  const entries = await ctx.db
    .insert(t.inscricao)
    .values(
      drivers.map((d) => ({
        categoriaId: plan.id,
        temporada: year,
        pilotoId: d.id,
        equipeId: d.team.id,
        montadoraId: ctx.manufacturers.get(d.team.manufacturer)?.id ?? 0,
        numero: d.numero,
        carro: plan.manufacturers.find((m) => m.nome === d.team.manufacturer)?.carro ?? '',
        subcategoria: d.subcategoria,
      })),
    )
    .returning({ id: t.inscricao.id, pilotoId: t.inscricao.pilotoId });
  const skillOf = new Map(drivers.map((d) => [d.id, d]));
  const field = entries.map((e) => ({
    id: e.id,
    skill: skillOf.get(e.pilotoId)?.skill ?? 0,
    sub: skillOf.get(e.pilotoId)?.subcategoria ?? null,
  }));

  // Only the next stage has its schedule published yet.
  const nextStage = dates.findIndex((d) => d.getTime() >= ctx.now.getTime());
  for (const [i, data] of dates.entries()) {
    const finished = data.getTime() < ctx.now.getTime();
    const key = plan.calendar[i % plan.calendar.length] ?? 'interlagos';
    const [stage] = await ctx.db
      .insert(t.etapa)
      .values({
        categoriaId: plan.id,
        temporada: year,
        numero: i + 1,
        titulo: `${i + 1}ª Etapa`,
        circuitoId: ctx.circuits.get(key) ?? 1,
        data,
        horaClassificacao: '11:00',
        urlTickets: plan.slug === 'e-stock' ? null : ctx.ticketsUrl,
        finalizada: finished,
      })
      .returning({ id: t.etapa.id });
    if (!stage) continue;
    for (const [n, r] of plan.races.entries()) {
      const result = finished
        ? raceResults(ctx.random, field, plan.slug.startsWith('turismo'))
        : undefined;
      const pending = provisional?.stage === i && provisional.race === n;
      const [race] = await ctx.db
        .insert(t.corrida)
        .values({
          etapaId: stage.id,
          numero: n + 1,
          descricao: r.descricao,
          tipo: r.tipo,
          situacao: result ? (pending ? 'provisorio' : 'oficial') : 'aguardando',
          oficialEm: result && !pending ? new Date(data.getTime() + 3 * 3_600_000) : null,
          poleInscricaoId: result?.pole ?? null,
          voltaRapidaInscricaoId: result?.fastest ?? null,
          voltaRapidaTempo: result?.lap ?? '',
        })
        .returning({ id: t.corrida.id });
      if (race && result) {
        const rows = result.rows.map((row) => ({ ...row, corridaId: race.id }));
        await insertChunks(rows, (chunk) => ctx.db.insert(t.resultado).values(chunk));
      }
    }
    if (i === nextStage) {
      const day = (offset: number) =>
        new Date(data.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
      await ctx.db.insert(t.programacao).values([
        {
          etapaId: stage.id,
          dia: 'Sexta-feira',
          data: day(2),
          html: scheduleHtml('Sexta-feira', [
            ['10:00', 'Treino livre 1'],
            ['14:30', 'Treino livre 2'],
          ]),
        },
        {
          etapaId: stage.id,
          dia: 'Sábado',
          data: day(1),
          html: scheduleHtml('Sábado', [
            ['09:30', 'Treino livre 3'],
            ['11:00', 'Classificação'],
            ['15:00', 'Visitação aos boxes'],
          ]),
        },
        {
          etapaId: stage.id,
          dia: 'Domingo',
          data: day(0),
          html: scheduleHtml('Domingo', [
            ['10:00', 'Grid walk'],
            ['14:00', plan.races[0]?.descricao ?? 'Corrida 1'],
            ['15:10', plan.races[1]?.descricao ?? 'Corrida 2'],
          ]),
        },
      ]);
    }
  }
}

/**
 * The category's seasons relative to the day of seeding (issue 11): the full ones before this
 * year, then the one under way, partly raced. The Stock Series' last raced stage keeps its
 * second race provisional.
 */
export async function seedCategoryRacing(ctx: Context, plan: CategoryPlan) {
  const teams = await seedTeams(ctx, plan);
  const drivers = await seedDrivers(ctx, plan, teams);
  const year = ctx.now.getUTCFullYear();
  for (const past of plan.pastSeasons(year)) {
    await seedSeason(ctx, plan, drivers, past, pastSeasonDates(past, plan.stagesPerSeason));
  }
  const current = plan.current;
  if (!current) return;
  const next =
    current.nextInDays === 'within-a-week'
      ? raceWithinAWeek(ctx.now)
      : raceInDays(ctx.now, current.nextInDays);
  const stages = current.stages ?? plan.stagesPerSeason;
  const dates = currentSeasonDates(ctx.now, next, stages, current.ahead);
  const lastRaced = stages - current.ahead - 1;
  const provisional =
    plan.slug === 'stock-series' && lastRaced >= 0 ? { stage: lastRaced, race: 1 } : undefined;
  await seedSeason(ctx, plan, drivers, year, dates, provisional);
}

export type RacingContext = Context;
