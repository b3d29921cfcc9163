import { z } from 'zod';
import { emailField } from '../email-field';
import { recordId } from '../record-id.schema';
import { countrySchema } from '../countries';
import { HANDICAP_SYSTEMS, indexValue } from '../golf/handicap.schema';
import { platformSchema } from '../golf/platforms';
import { timeZoneField } from '../time-zone';

export const GOLF_EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const golfExperienceSchema = z.enum(GOLF_EXPERIENCE_LEVELS);
const HANDICAP_WHERE = 'Say where your index is kept';
const HANDICAP_NUMBER = 'Give your number or club there';

const applicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const applicationFields = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(50, 'First name must be at most 50 characters'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(50, 'Last name must be at most 50 characters'),
  email: emailField(),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(30, 'Please enter a valid phone number'),
  address: z.string().trim().min(10, 'Please provide your complete address').max(300, 'Address must be at most 300 characters'),
  golfExperience: golfExperienceSchema.default('beginner'),
  yearsExperience: z
    .number('Years of golf experience must be a number')
    .int('Years of golf experience must be a whole number')
    .min(0, 'Years of golf experience must be between 0 and 80')
    .max(80, 'Years of golf experience must be between 0 and 80')
    .nullish(),
  handicap: z
    .number('Handicap index must be a number')
    .min(-10, 'Handicap index must be between -10 and 54')
    .max(54, 'Handicap index must be between -10 and 54')
    .pipe(indexValue)
    .nullish(),
  interests: z.string().trim().min(10, 'Please tell us about your interests').max(2000, 'Please keep it under 2000 characters'),
  // What a remote club needs beyond the spec's fields, all optional; carried to the new member's profile.
  country: countrySchema.nullish(),
  timeZone: timeZoneField('Choose your time zone').nullish(),
  platforms: z
    .array(platformSchema)
    .max(9, 'Choose at most 9 platforms')
    .refine((list) => new Set(list).size === list.length, 'Choose each platform once')
    .optional(),
  launchMonitor: z.string().trim().max(60, 'Launch monitor must be at most 60 characters').nullish(),
  homeCourse: z.string().trim().max(100, 'Home course must be at most 100 characters').nullish(),
  handicapSystem: z.enum(HANDICAP_SYSTEMS, HANDICAP_WHERE).nullish(),
  handicapReference: z.string().trim().max(80, 'The number or club is at most 80 characters').nullish(),
});

/** An index carried into the club needs where it is kept and the number there; neither without an index. */
function checkHandicapSource(values: z.output<typeof applicationFields>, ctx: z.RefinementCtx): void {
  const hasIndex = values.handicap !== null && values.handicap !== undefined;
  if (hasIndex && !values.handicapSystem) ctx.addIssue({ code: 'custom', path: ['handicapSystem'], message: HANDICAP_WHERE });
  if (hasIndex && (values.handicapReference ?? '').length < 2) ctx.addIssue({ code: 'custom', path: ['handicapReference'], message: HANDICAP_NUMBER });
  if (!hasIndex && (values.handicapSystem || values.handicapReference)) ctx.addIssue({ code: 'custom', path: ['handicap'], message: 'Give the index itself too' });
}

const INDEX_FIELDS: readonly PropertyKey[] = ['handicap', 'handicapSystem', 'handicapReference'];
/** The check runs beside other fields' errors (a form then shows them all at once), unless an index field itself failed. */
const besideOtherErrors = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => INDEX_FIELDS.includes(issue.path?.[0] ?? '')),
};

/** The /apply form and POST /api/applications: one schema on both sides. */
export const applicationInputSchema = applicationFields.superRefine(checkHandicapSource, besideOtherErrors);
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/** The form asks for a level (the API's default, beginner, would describe a 14-handicapper who skipped it wrongly). */
export const applicationFormSchema = applicationFields
  .extend({ golfExperience: z.enum(GOLF_EXPERIENCE_LEVELS, 'Choose your experience level') })
  .superRefine(checkHandicapSource, besideOtherErrors);

/** POST /api/applications: the new application, waiting for review. */
export const applicationSubmittedSchema = z.object({
  success: z.literal(true),
  application: z.object({ id: z.number(), status: z.literal('pending') }),
});

/** An application as the admin reads it. */
export const adminApplicationSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  golfExperience: golfExperienceSchema,
  yearsExperience: z.number().nullable(),
  handicap: z.number().nullable(),
  handicapSystem: z.enum(HANDICAP_SYSTEMS).nullable(),
  handicapReference: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  platforms: z.array(platformSchema),
  launchMonitor: z.string().nullable(),
  homeCourse: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  submittedAt: z.string(),
  status: applicationStatusSchema,
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  amountPaidCents: z.number().nullable(),
  memberId: z.number().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const applicationListSchema = z.object({ items: z.array(adminApplicationSchema), total: z.number() });

export const applicationListInputSchema = z.object({
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const reviewDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
});
export const applicationIdSchema = recordId('Application not found');
export const reviewInputSchema = reviewDecisionSchema.extend({ id: applicationIdSchema });

export const reviewResultSchema = z.object({
  application: adminApplicationSchema,
  emailSent: z.boolean(),
  /** Which message approving sent: the payment link (unpaid) or the invitation (already paid). */
  email: z.enum(['payment-link', 'invitation']).nullable(),
  /** Rejecting a paid application refunds it; 'kept-for-review' when the provider refused (see Payments to Review). */
  refund: z.enum(['refunded', 'kept-for-review', 'none']),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** PATCH /api/admin/applications/{id} answers the spec's two fields. */
export const reviewRestSchema = reviewResultSchema.pick({ application: true, emailSent: true });

export const onboardByEmailSchema = z.object({
  email: emailField(),
});
