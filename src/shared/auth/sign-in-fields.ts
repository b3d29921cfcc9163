import { type PostedFields, textField } from '../site/posted-form';

/** The sign-in form's posted fields. `token` is there on the code step: the password was right. */
export function signInFromFields(fields: PostedFields) {
  return { username: textField(fields, 'username'), password: textField(fields, 'password') };
}

export function secondFactorFromFields(fields: PostedFields) {
  return { token: textField(fields, 'token'), code: textField(fields, 'code') };
}

/** Whether this post is the code step. */
export const isCodeStep = (fields: PostedFields) => textField(fields, 'token') !== '';
