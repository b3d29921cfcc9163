import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  FORM_ANSWER_ACCEPT,
  type FormAnswer,
  type FormNotice,
  fieldsOf,
  type PostedFields,
  POSTED_FORM_KEY,
  type PostedFormState,
  textField,
} from '../../../shared/site/posted-form';
import { notifyError } from '../../lib/notify';
import { readFormAnswer } from './form-answer';

/** A form's checks, loaded when the visitor first turns to the form (zod stays out of the first visit). */
export interface FormRules {
  validate: (fields: PostedFields) => Record<string, string>;
}

export type AcceptedAnswer = Extract<FormAnswer, { ok: true }>;

interface PublicFormOptions {
  /** The form's page, which it posts to (natively without scripts, as a script's post with them). */
  action: string;
  rules: () => Promise<FormRules>;
  onAccepted: (answer: AcceptedAnswer, fields: PostedFields) => void | Promise<void>;
  /** A refusal without field errors (wrong password, too many tries): the toast, or the form's own handling. */
  onRefused?: (answer: Extract<FormAnswer, { ok: false }>, status: number) => void;
  /** The toast when the server cannot be reached. */
  offline: FormNotice;
  /** The title of the toast for any other refusal. */
  failureTitle: string;
}

/** What the server rendered this page's form with after a post without scripts, if it was this form. */
export function usePostedForm(action: string): PostedFormState | null {
  const queryClient = useQueryClient();
  const [posted] = useState(() => {
    const state = queryClient.getQueryData<PostedFormState>(POSTED_FORM_KEY);
    return state?.action === action ? state : null;
  });
  return posted;
}

/**
 * A public form that is a real `<form method="post">` to its page: it works before and without
 * scripts (the server answers with the page again, or a 303 onwards). Once the page's script runs,
 * the same post goes by fetch, checked first by the same schema the server uses. The fields are
 * uncontrolled, so hydration never replaces what was typed before it.
 */
export function usePublicForm({ action, rules, onAccepted, onRefused, offline, failureTitle }: PublicFormOptions) {
  const posted = usePostedForm(action);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [pending, setPending] = useState(false);
  // Bumped to start the fields again empty (after a message was sent).
  const [generation, setGeneration] = useState(0);
  const [initial, setInitial] = useState<PostedFields>(posted?.values ?? {});

  const loadRules = useCallback(() => rules(), [rules]);
  // Set with refused fields: once their messages are committed (not a frame later, which a busy
  // phone may not have painted yet), the keyboard moves to the first field in error.
  const focusFirstInvalid = useRef(false);
  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const fields = fieldsOf(body.entries());
    const found = (await loadRules()).validate(fields);
    const refused = Object.keys(found).length > 0;
    focusFirstInvalid.current = refused;
    setErrors(found);
    if (refused) return;
    setPending(true);
    let response: Response;
    try {
      response = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: FORM_ANSWER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams([...body.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))),
      });
    } catch {
      setPending(false);
      notifyError(offline.title, offline.text);
      return;
    }
    const answer = await readFormAnswer(response);
    setPending(false);
    if (!answer) {
      notifyError(failureTitle, 'An error occurred. Please try again.');
      return;
    }
    if (answer.ok) {
      await onAccepted(answer, fields);
      return;
    }
    focusFirstInvalid.current = Object.keys(answer.errors).length > 0;
    setErrors(answer.errors);
    if (onRefused) onRefused(answer, response.status);
    else if (answer.notice) notifyError(answer.notice.title, answer.notice.text);
  };

  return {
    formProps: {
      ref: formRef,
      method: 'post',
      action,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      // The checks load as the visitor turns to the form, so a submit finds them there.
      onFocus: () => void loadRules(),
    },
    /** Name, first value and message of a text field; typing in it clears its message. */
    field: (name: string) => ({
      name,
      defaultValue: textField(initial, name),
      error: errors[name],
      onInput: () =>
        setErrors((current) => {
          if (current[name] === undefined) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest;
        }),
    }),
    initial,
    errors,
    setErrors,
    pending,
    /** The message the server rendered the refused post with (shown on the page; scripts use toasts). */
    notice: posted?.notice ?? null,
    /** Keys the fields: a new key starts them again from `initial`. */
    fieldsKey: generation,
    /** Empties the form (after a message was sent). */
    reset: () => {
      setInitial({});
      setErrors({});
      setGeneration((value) => value + 1);
    },
  };
}
