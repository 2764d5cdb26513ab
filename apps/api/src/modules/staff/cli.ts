import { parseArgs } from 'node:util';
import path from 'node:path';
import { PapelSchema } from '@stockcar/shared/schemas/admin/staff';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { findStaffByEmail, insertStaff, issueSetupLink } from './repository.ts';
import { setupUrl } from './setup-link.ts';

/**
 * `npm run staff:create -- --email ana@example.com --role admin [--name "Ana Lima"]`: creates a
 * staff account (the first admin, or anyone when the console is out of reach) and prints its
 * one-time set-up link (issue 10).
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  const papel = PapelSchema.safeParse(values.role);
  if (!email || !email.includes('@') || !papel.success) {
    console.error(
      'Uso: npm run staff:create -- --email <e-mail> --role <admin|editor|marketing|commercial|club|race-control> [--name <nome>]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  try {
    await database.migrate();
    const existing = await findStaffByEmail(database.db, email);
    if (existing?.senhaHash) {
      console.error(`Já existe uma conta configurada com o e-mail ${email}.`);
      process.exit(1);
    }
    const account =
      existing ??
      (await insertStaff(database.db, { email, nome: values.name ?? email, papel: papel.data }));
    const token = await issueSetupLink(
      database.db,
      account.id,
      config.staff.totpKey,
      config.staff.inviteHours,
    );
    console.log(
      `Conta ${account.email} (${account.papel}). Link de configuração, válido por ${config.staff.inviteHours} horas:`,
    );
    console.log(setupUrl(config.publicUrl, token));
  } finally {
    await database.close();
  }
}

await main();
