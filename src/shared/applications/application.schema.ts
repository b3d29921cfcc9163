import { z } from 'zod';
import { emailField } from '../email-field';
import { recordId } from '../record-id.schema';

const golfExperienceSchema = z.enum(['beginner', 'intermediate', 'advanced']);
type GolfExperience = z.infer<typeof golfExperienceSchema>;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** The /apply form and POST /api/applications: one schema on both sides. */
export const applicationInputSchema = z.object({
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
    .nullish(),
  interests: z.string().trim().min(10, 'Please tell us about your interests').max(2000, 'Please keep it under 2000 characters'),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/** An application as the admin reads it. */
export interface AdminApplication {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  golfExperience: GolfExperience;
  yearsExperience: number | null;
  handicap: number | null;
  additionalInfo: string | null;
  submittedAt: string;
  status: ApplicationStatus;
  paid: boolean;
  paidAt: string | null;
  amountPaidCents: number | null;
  memberId: number | null;
}

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

/** Which message approving sent: the payment link (unpaid) or the invitation (already paid). */
type ReviewEmail = 'payment-link' | 'invitation' | null;

export interface ReviewResult {
  application: AdminApplication;
  emailSent: boolean;
  email: ReviewEmail;
  /** Rejecting a paid application refunds it; 'kept-for-review' when the provider refused (see Payments to Review). */
  refund: 'refunded' | 'kept-for-review' | 'none';
}

export const onboardByEmailSchema = z.object({
  email: emailField(),
});
