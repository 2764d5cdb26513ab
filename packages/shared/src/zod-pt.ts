import { z } from 'zod';

/** Zod's own messages in Portuguese, for the fields whose schema names no message. */
z.config(z.locales.pt());
