import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { createPasswordHasher } from '../modules/conta/rules/passwords.ts';
import { sealSecret } from '../plugins/admin/totp.ts';

/**
 * One demo staff account per role (issue 10), listed in the README so a newcomer can sign in
 * with any authenticator app. Public secrets: never seeded in production (server.ts).
 */
export const DEMO_STAFF_PASSWORD = 'Console#Pista-Demo-2026';

export const DEMO_STAFF: readonly { email: string; nome: string; papel: Papel; totp: string }[] = [
  {
    email: 'admin@stockcar.local',
    nome: 'Ana Administração',
    papel: 'admin',
    totp: 'ISVSYBXXBOGL3INVFOONJ4NR47X6STB4',
  },
  {
    email: 'editor@stockcar.local',
    nome: 'Eduardo Redação',
    papel: 'editor',
    totp: 'ID6VN7TTMNHQR3RH5R6PAXSNFJQPYNSM',
  },
  {
    email: 'marketing@stockcar.local',
    nome: 'Marina Marketing',
    papel: 'marketing',
    totp: '4AHY4CTDQJ7BMEMNDX7GYXR2KWSZR3RN',
  },
  {
    email: 'comercial@stockcar.local',
    nome: 'Carlos Comercial',
    papel: 'commercial',
    totp: 'XHRYVN7IFRVMMBCKRDJHAP7X2YC4XP5Y',
  },
  {
    email: 'clube@stockcar.local',
    nome: 'Clara Stock Club',
    papel: 'club',
    totp: 'E6WQ2JASUXHSI7V2ALYIIRHY3VFAUAA6',
  },
  {
    email: 'prova@stockcar.local',
    nome: 'Pedro Direção de Prova',
    papel: 'race-control',
    totp: 'FEWPJWHZRRNQ4WIHIBUJVE5E45G5N7HM',
  },
];

export async function seedStaff(db: Db, totpKey: string) {
  const senhaHash = await createPasswordHasher({ memoryCost: 19_456, timeCost: 2 }).hash(
    DEMO_STAFF_PASSWORD,
  );
  await db.insert(staff).values(
    DEMO_STAFF.map(({ email, nome, papel, totp }) => ({
      email,
      nome,
      papel,
      senhaHash,
      totpSegredo: sealSecret(totpKey, totp),
    })),
  );
}
