import { z } from 'zod';

/**
 * How long the site keeps personal data (RETENTION_* settings): the retention job deletes what
 * is older, and the privacy page states the same numbers.
 */
export const RetentionPeriodsSchema = z.object({
  /** Talent-bank candidates and their CVs, counted from the application. */
  candidatesMonths: z.number().int().positive(),
  /** Sponsor leads and B2B proposals, counted from the submission. */
  leadsMonths: z.number().int().positive(),
  /** The site's copies of the e-mails and SMS it sent. */
  outboxDays: z.number().int().positive(),
  /** Sessions, SMS codes and e-mailed links, counted from when they expired or ended. */
  expiredDays: z.number().int().positive(),
  /** Records of failed logins. */
  loginFailuresHours: z.number().int().positive(),
  /** A guardian's revocation of a minor's authorisation: the proof outlives the erased account. */
  revocationProofMonths: z.number().int().positive(),
});
export type RetentionPeriods = z.infer<typeof RetentionPeriodsSchema>;

/** The issue's periods: the settings' defaults (apps/api/src/config.ts). */
export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  candidatesMonths: 12,
  leadsMonths: 24,
  outboxDays: 30,
  expiredDays: 7,
  loginFailuresHours: 24,
  // Five years: the general limitation period for claims under Brazilian civil law.
  revocationProofMonths: 60,
};

/**
 * Settings the server writes into the page it serves, so one web build runs anywhere.
 * Only public values: the API key is a client identifier, not a secret.
 */
export const RuntimeConfigSchema = z.object({
  apiKey: z.string(),
  apiBaseUrl: z.string(),
  publicUrl: z.string(),
  links: z.object({
    fanpush: z.string(),
    loja: z.string(),
    ingressos: z.string(),
    /** The Belo Horizonte festival's external ticketing page. */
    ingressosBeloHorizonte: z.string(),
    maisClassificacoes: z.string(),
    contatoEmail: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    tiktok: z.string(),
  }),
  retention: RetentionPeriodsSchema,
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
