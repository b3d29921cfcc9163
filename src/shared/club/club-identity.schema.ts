import { z } from 'zod';

/** The club's own pictures, as the pages show them (each size listed for srcset). */
export const clubImageSchema = z.object({
  /** The size most pages load. */
  src: z.string(),
  /** 'url 640w, url 1280w, ...' */
  srcSet: z.string(),
});

export const clubIdentitySchema = z.object({ logo: clubImageSchema.nullable(), hero: clubImageSchema.nullable() });
