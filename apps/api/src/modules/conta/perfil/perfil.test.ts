import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import * as s from '../../../db/schema/index.ts';
import {
  REFRESH,
  bearer,
  call,
  createMember,
  createProSeriesDrivers,
  linksOf,
  login,
  nextCpf,
  setupClub,
  type FakeSmtp,
} from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';

let t: TestApp;
let smtp: FakeSmtp;
let drivers: Awaited<ReturnType<typeof createProSeriesDrivers>>;

setupClub({}, async (ctx) => {
  ({ t, smtp } = ctx);
  drivers = await createProSeriesDrivers(t.db, 2);
});

async function member(overrides: Partial<typeof s.usuario.$inferInsert> = {}) {
  const m = await createMember(t, overrides);
  const session = await login(t, m.email);
  const get = async () =>
    (await call(t, 'GET', '/Perfil', undefined, bearer(session.accessToken))).json().perfil;
  const send = (method: 'PUT' | 'POST', body: object) =>
    call(t, method, '/Perfil', body, bearer(session.accessToken));
  return { m, session, get, send };
}

describe('GET /Perfil', () => {
  it("returns the spec's User, masked CPF and dd/mm/yyyy date, favourite driver included", async () => {
    const cpf = nextCpf();
    const d = drivers[0];
    const { m, get } = await member({ cpf: cpf.replace(/\D/g, ''), pilotoFavoritoId: d?.id });
    expect(await get()).toMatchObject({
      idUsuario: m.id,
      name: m.nome,
      cpf,
      dataNascimento: '15/06/1990',
      email: m.email,
      emailConfirm: m.email,
      phone: '(11) 98765-4321',
      cadastroCompleto: true,
      celularAtivo: false,
      dataAlteracaoCelular: null,
      emailOptin: false,
      smsOptin: false,
      whatsAppOptin: false,
      foto: '',
      pilotoFavorito: {
        id: d?.id,
        nome: `${d?.nome} ${d?.sobrenome}`,
        numero: d?.numero,
        imagem: d?.imagem,
        background: '',
        capacete: d?.imagemCapacete,
        carro3d: '',
      },
    });
  });
});

describe('PUT /Perfil (completion)', () => {
  it('fills a legacy profile in and sets cadastroCompleto', async () => {
    const { get, send } = await member({
      cadastroCompleto: false,
      cpf: null,
      dataNascimento: null,
      genero: '',
    });
    const perfil = await get();
    expect(perfil.cadastroCompleto).toBe(false);
    const cpf = nextCpf();
    const res = await send('PUT', {
      ...perfil,
      cpf,
      dataNascimento: '10/10/1985',
      genero: 'não-binário',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mensagem: 'Atualização realizada com sucesso',
      pendenteAtivacao: false,
      perfil: { cadastroCompleto: true, cpf, dataNascimento: '10/10/1985', genero: 'não-binário' },
    });
  });

  it('refuses each broken rule, with the hint when all is missing', async () => {
    const { get, send } = await member({ cadastroCompleto: false, cpf: null });
    const perfil = await get();
    const cases: [object, string, string][] = [
      [{ cpf: '111.111.111-11' }, 'cpf', '- Número de CPF inválido'],
      [
        { emailConfirm: 'outro@exemplo.com' },
        'emailConfirm',
        'Ambos os campos de email devem ser iguais',
      ],
      [{ email: 'a+b@exemplo.com', emailConfirm: 'a+b@exemplo.com' }, 'email', 'E-mail inválido'],
      [{ phone: '(11) 9876' }, 'phone', 'Número de Celular inválido'],
      [{ name: '' }, 'name', 'Campo obrigatório.'],
      [{ cep: '' }, 'cep', 'CEP inválido: use o formato 99999-999.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('PUT', { ...perfil, cpf: nextCpf(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: `body.${field}`, message });
    }
  });

  it('sets CPF and birth date once: changing them later is refused', async () => {
    const { get, send } = await member({ cpf: nextCpf().replace(/\D/g, '') });
    const perfil = await get();
    const cpf = await send('PUT', { ...perfil, cpf: nextCpf() });
    expect(cpf.json().detail).toBe(
      'CPF e data de nascimento não podem ser alterados depois de informados.',
    );
    const birth = await send('PUT', { ...perfil, dataNascimento: '01/01/1980' });
    expect(birth.statusCode).toBe(400);
  });

  it("refuses another account's e-mail or CPF", async () => {
    const other = await createMember(t, { cpf: nextCpf().replace(/\D/g, '') });
    const { get, send } = await member({ cpf: null });
    const perfil = await get();
    const email = await send('PUT', {
      ...perfil,
      cpf: nextCpf(),
      email: other.email,
      emailConfirm: other.email,
    });
    expect(email.statusCode).toBe(409);
    const cpf = await send('PUT', { ...perfil, cpf: other.cpf });
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json().detail).toBe(
      'Usuário já possui cadastro. Verifique o E-mail e tente novamente.',
    );
  });
});

describe('POST /Perfil (edit)', () => {
  it('records each opt-in change as a consent', async () => {
    const { m, get, send } = await member();
    const perfil = await get();
    await send('POST', { ...perfil, smsOptin: true, whatsAppOptin: true });
    await send('POST', { ...perfil, smsOptin: false, whatsAppOptin: true });
    const rows = await t.db
      .select()
      .from(s.consentimento)
      .where(eq(s.consentimento.usuarioId, m.id));
    expect(rows.map((r) => [r.finalidade, r.concedido, r.origem])).toEqual([
      ['sms', true, 'perfil'],
      ['whatsapp', true, 'perfil'],
      ['sms', false, 'perfil'],
    ]);
  });

  it('picks and clears the favourite driver, only from the Pro Series list', async () => {
    const { get, send } = await member();
    const perfil = await get();
    const picked = await send('POST', { ...perfil, pilotoFavorito: { id: drivers[1]?.id } });
    expect(picked.json().perfil.pilotoFavorito.id).toBe(drivers[1]?.id);
    const [outsider] = await t.db
      .insert(s.piloto)
      .values({ nome: 'Fora', sobrenome: 'Lista' })
      .returning();
    const refused = await send('POST', { ...perfil, pilotoFavorito: { id: outsider?.id } });
    expect(refused.json().errors).toEqual([
      { path: 'body.pilotoFavorito', message: 'Piloto não encontrado.' },
    ]);
    const cleared = await send('POST', { ...perfil, pilotoFavorito: null });
    expect(cleared.json().perfil.pilotoFavorito).toBeNull();
  });

  it('refuses a driver id past PostgreSQL integers with a 400, not a server fault', async () => {
    // Found by the OpenAPI fuzz (issue 12): the lookup used to fail in the database.
    const { get, send } = await member();
    const perfil = await get();
    for (const method of ['POST', 'PUT'] as const) {
      const res = await send(method, { ...perfil, pilotoFavorito: { id: MAX_ID + 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'body.pilotoFavorito.id', message: 'Piloto não encontrado.' },
      ]);
    }
  });

  it('a different phone is kept as not validated', async () => {
    const { get, send } = await member({ celularAtivo: true });
    const perfil = await get();
    const same = await send('POST', perfil);
    expect(same.json().perfil.celularAtivo).toBe(true);
    const changed = await send('POST', { ...perfil, phone: '(21) 99876-5432' });
    expect(changed.json().perfil).toMatchObject({ phone: '(21) 99876-5432', celularAtivo: false });
  });

  it('an e-mail change needs a new activation, ends every session and warns the old address', async () => {
    const { m, session, get, send } = await member();
    const perfil = await get();
    const before = smtp.received.length;
    const email = `trocado.${Date.now()}@exemplo.com`;
    const res = await send('POST', { ...perfil, email, emailConfirm: email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pendenteAtivacao: true, perfil: { email } });
    expect(res.cookies.find((c) => c.name === REFRESH)?.value).toBe('');
    expect(
      (await call(t, 'GET', '/Perfil', undefined, bearer(session.accessToken))).statusCode,
    ).toBe(401);
    const login403 = await call(t, 'POST', '/Autenticacao/login', {
      email,
      senha: 'Piloto#Veloz2024',
    });
    expect(login403.statusCode).toBe(403);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.find((x) => x.to.includes(m.email))).toBeDefined();
    const activation = mails.find((x) => x.to.includes(email));
    const hash = activation ? linksOf(activation)[0]?.searchParams.get('hash') : '';
    expect((await call(t, 'POST', '/Registro/confirmacao', { hash })).json().user.ativo).toBe(true);
    expect((await login(t, email)).accessToken).toBeTruthy();
  });
});

describe('POST /Perfil photo', () => {
  async function jpegWithGps() {
    return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Fã' }, IFD3: { GPSLatitudeRef: 'S', GPSLongitudeRef: 'W' } })
      .toBuffer();
  }

  it('re-encodes a JPEG without its EXIF and GPS data, stored base64 without a prefix', async () => {
    const { get, send } = await member();
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await send('POST', { ...(await get()), foto: input.toString('base64') });
    expect(res.statusCode).toBe(200);
    const foto: string = res.json().perfil.foto;
    expect(foto.startsWith('data:')).toBe(false);
    const out = Buffer.from(foto, 'base64');
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    // Sending the profile back as it came keeps the photo as it is.
    const again = await send('POST', (await get()) as object);
    expect(again.json().perfil.foto).toBe(foto);
    expect((await send('POST', { ...(await get()), foto: '' })).json().perfil.foto).toBe('');
  });

  it('takes PNG and WebP, checked by content, and turns them into JPEG', async () => {
    const { get, send } = await member();
    const base = sharp({ create: { width: 20, height: 20, channels: 4, background: '#0c0' } });
    for (const image of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      const res = await send('POST', { ...(await get()), foto: image.toString('base64') });
      expect(res.statusCode).toBe(200);
      expect((await sharp(Buffer.from(res.json().perfil.foto, 'base64')).metadata()).format).toBe(
        'jpeg',
      );
    }
  });

  it('refuses what is not an image and photos over 5 MB', async () => {
    const { get, send } = await member();
    const perfil = await get();
    const text = await send('POST', {
      ...perfil,
      foto: Buffer.from('<svg></svg>').toString('base64'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe('Foto inválida: envie uma imagem JPEG, PNG ou WebP.');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]);
    expect((await send('POST', { ...perfil, foto: broken.toString('base64') })).statusCode).toBe(
      400,
    );
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send('POST', { ...perfil, foto: big.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('A foto deve ter no máximo 5 MB.');
  });
});

describe('POST /Perfil/aceite-fluxo', () => {
  it('accepts the fan-push flow once and records it', async () => {
    const { m, session } = await member();
    const res = await call(
      t,
      'POST',
      '/Perfil/aceite-fluxo',
      undefined,
      bearer(session.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().perfil.aceitaFluxoFanpush).toBe(true);
    await call(t, 'POST', '/Perfil/aceite-fluxo', undefined, bearer(session.accessToken));
    const rows = await t.db
      .select()
      .from(s.consentimento)
      .where(eq(s.consentimento.usuarioId, m.id));
    expect(rows.map((r) => r.finalidade)).toEqual(['fluxo-fanpush']);
    expect((await call(t, 'POST', '/Perfil/aceite-fluxo')).statusCode).toBe(401);
  });
});
