/*
 * The browser tests' server: the real API (apps/api/src/server.ts) with its mail and SMS sent
 * to loopback peers that keep every message in E2E_OUTBOX_DIR (see playwright.config.ts), and
 * its CEP lookups answered by a loopback ViaCEP (this network cannot reach the real one).
 */
import { startOutbox } from './outbox-server.ts';

const dir = process.env.E2E_OUTBOX_DIR;
if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
const { mailUrl, smsUrl, cepUrl } = await startOutbox(dir);
process.env.MAIL_URL = mailUrl;
process.env.SMS_URL = smsUrl;
process.env.CEP_URL = cepUrl;
await import('../../api/src/server.ts');
