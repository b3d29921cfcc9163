import { countryOptions } from '../../../shared/countries';
import { HANDICAP_SYSTEM_LABELS, HANDICAP_SYSTEMS } from '../../../shared/golf/handicap.schema';
import { platformOptions } from '../../../shared/golf/platforms';
import { timeZoneOptions } from '../../lib/time-zones';

export interface Option {
  value: string;
  label: string;
}

/** The lists the apply form chooses from. Loaded apart: the shared lists travel with their schemas (zod). */
export function whereYouPlayOptions(): { countries: Option[]; zones: string[]; platforms: Option[]; systems: Option[] } {
  return {
    countries: countryOptions(),
    zones: timeZoneOptions(''),
    platforms: [...platformOptions],
    systems: HANDICAP_SYSTEMS.map((value) => ({ value, label: HANDICAP_SYSTEM_LABELS[value] })),
  };
}
