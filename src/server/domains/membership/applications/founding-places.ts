import type { MembershipOffer } from '../../../../shared/membership/membership.schema';
import { countFoundingApplications } from './applications.repository';
import type { ClubSettings } from '../../../../shared/club/club-settings.schema';
import { getClubSettings } from '../../club/club-settings.service';
import type { Db } from '../../../platform/db/db';

/**
 * What joining costs right now: the founding price while founding places are left (the cap
 * counts paid founding applications), the regular yearly price after.
 */
export async function membershipOfferOf(db: Db, settings: ClubSettings): Promise<MembershipOffer> {
  const taken = await countFoundingApplications(db);
  const foundingPlacesLeft = Math.max(0, settings.foundingMemberCap - taken);
  return {
    foundingPlacesLeft,
    foundingPrice: settings.membershipPrice,
    regularPrice: settings.regularPrice,
    price: foundingPlacesLeft > 0 ? settings.membershipPrice : settings.regularPrice,
  };
}

/** GET membership.offer: public, for the membership and apply pages. */
export async function getMembershipOffer(db: Db): Promise<MembershipOffer> {
  return membershipOfferOf(db, await getClubSettings(db));
}
