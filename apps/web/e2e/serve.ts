/*
 * The browser tests' server: the real API (apps/api/src/server.ts) with its mail and SMS sent
 * to loopback peers that keep every message in E2E_OUTBOX_DIR (see playwright.config.ts).
 */
import { startOutbox } from './outbox-server.ts';

const dir = process.env.E2E_OUTBOX_DIR;
if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
const { mailUrl, smsUrl } = await startOutbox(dir);
process.env.MAIL_URL = mailUrl;
process.env.SMS_URL = smsUrl;
await import('../../api/src/server.ts');
