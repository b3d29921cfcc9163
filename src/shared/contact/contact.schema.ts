import { z } from 'zod';
import { emailField } from '../email-field';
import { pageSchema } from '../paging/paging.schema';

export const contactInputSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  email: emailField(),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(30, 'Please enter a valid phone number'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** A stored message as an admin reads it. */
export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A page of messages and how many are unread in all. */
export const contactMessagePageSchema = pageSchema(contactMessageSchema).extend({ unread: z.number() });

