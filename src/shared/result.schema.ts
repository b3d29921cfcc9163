import { z } from 'zod';

/** What a call that only does something answers. */
export const successSchema = z.object({ success: z.literal(true) });
