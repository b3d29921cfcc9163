import { z } from 'zod';

/** Where members play: simulator software, or a real course. Stored by value; the labels are what members read. */
export const PLATFORMS = ['gspro', 'trackman', 'foresight', 'e6', 'uneekor', 'awesome-golf', 'tgc', 'real-course', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const platformSchema = z.enum(PLATFORMS, 'Choose a platform from the list');

const PLATFORM_LABELS: Record<Platform, string> = {
  gspro: 'GSPro',
  trackman: 'Trackman',
  foresight: 'Foresight FSX',
  e6: 'E6 Connect',
  uneekor: 'Uneekor',
  'awesome-golf': 'Awesome Golf',
  tgc: 'The Golf Club 2019',
  'real-course': 'Real course',
  other: 'Other',
};

export function platformLabel(platform: Platform): string {
  return PLATFORM_LABELS[platform];
}

export const platformOptions = PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));

const storedList = z.array(platformSchema).catch([]);

/** Platforms kept as a JSON array; a damaged value reads as none rather than failing the page. */
export function readPlatformList(text: string): Platform[] {
  try {
    return storedList.parse(JSON.parse(text));
  } catch {
    return [];
  }
}
