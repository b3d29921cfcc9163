import { type PostedFields, textField } from '../site/posted-form';

/** The contact form's posted fields as the contact schema's input. */
export function contactFromFields(fields: PostedFields) {
  return { name: textField(fields, 'name'), email: textField(fields, 'email'), phone: textField(fields, 'phone'), message: textField(fields, 'message') };
}

export const CONTACT_SENT = { tone: 'success', title: 'Message Sent', text: "Thank you for your message. We'll get back to you shortly." } as const;
