import type { ClubSettings } from '../../shared/club/club-settings.schema';
import { DEFAULT_CLUB_SETTINGS } from '../../shared/club/club-settings-defaults';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from './public-query';

// Shown while the settings load, so the shell never renders empty (and never a contact detail that is not the club's).
const placeholder: ClubSettings = { ...DEFAULT_CLUB_SETTINGS, contactEmail: '', phone: '', streetAddress: '', city: '' };

export function useClubSettings(): ClubSettings {
  const query = useQuery(publicQuery('club', 'settings'));
  return query.data ?? placeholder;
}
