/** The club's own pictures, as the pages show them (each size listed for srcset). */
export interface ClubImage {
  /** The size most pages load. */
  src: string;
  /** 'url 640w, url 1280w, ...' */
  srcSet: string;
}

export interface ClubIdentity {
  logo: ClubImage | null;
  hero: ClubImage | null;
}

export type ClubImageKind = 'logo' | 'hero';
export const CLUB_IMAGE_KINDS: readonly ClubImageKind[] = ['logo', 'hero'];
