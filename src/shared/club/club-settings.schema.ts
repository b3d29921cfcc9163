import { z } from 'zod';

export const clubSettingsSchema = z.object({
  clubName: z.string().trim().min(1, 'Club name is required').max(100),
  contactEmail: z.email('Invalid email address'),
  phone: z.string().trim().min(1, 'Phone is required').max(40),
  streetAddress: z.string().trim().min(1, 'Street address is required').max(200),
  city: z.string().trim().min(1, 'City is required').max(100),
  timeZone: z.string().min(1, 'Time zone is required'),
  membershipPrice: z.number().positive('Price must be more than 0').max(100000),
  foundingMemberCap: z.number().int().positive('The cap must be at least 1'),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
