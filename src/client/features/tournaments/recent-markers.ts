import { z } from 'zod';

// The markers a player named on earlier cards, newest first, kept on this device only: the same
// partners mark most rounds, so they head the marker list and choosing one is a single tap.

const KEY = 'club.tournaments.recentMarkers';
const MAX = 4;
const markersSchema = z.array(z.object({ id: z.number(), name: z.string() }));
export type MarkerChoice = z.infer<typeof markersSchema>[number];

export function readRecentMarkers(): MarkerChoice[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return [];
    const parsed = markersSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberMarker(marker: MarkerChoice): void {
  try {
    const next = [marker, ...readRecentMarkers().filter((m) => m.id !== marker.id)].slice(0, MAX);
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full store: the list is a convenience only.
  }
}
