import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';

/**
 * A public form's code, loaded on the visitor's first interaction with the page rather than on
 * arrival (issue 33: the first visit's JavaScript).
 *
 * The server renders the form in full and it works as a native `<form method="post">`, so until the
 * visitor touches the page React leaves that markup as it is: the part waits behind a Suspense
 * boundary whose code has not loaded (React's selective hydration keeps a dehydrated boundary's
 * markup, and with it what the visitor typed). The first pointer, key or focus anywhere loads it and
 * React hydrates the form in place. A submit pressed in between is held and carried into the
 * hydrated form, so it takes the same path as one pressed later; should the code not load, the form
 * posts natively after all.
 *
 * Rendered by the browser (a page reached by a link) or on the server, the part loads at once: only
 * markup that came from the server waits.
 *
 * Place a part where nothing above it renders again once the page is hydrated: a context provider
 * that renders again (a Mantine Card does) passes a new value, and React client-renders a dehydrated
 * boundary that a context change reaches, dropping the server's markup. Should that happen, the
 * fallback loads the form at once instead of leaving the place empty until the next touch.
 */
export function formOnInteraction<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = partNamed(name);
  const Loaded = lazy(async () => {
    await untilNeeded(name);
    const Form = await load();
    function HydratedForm(props: P) {
      useEffect(() => part.hydrated(), []);
      return <Form {...props} />;
    }
    return { default: HydratedForm };
  });
  function FormPart(props: P) {
    return (
      <div data-form-part={name}>
        <Suspense fallback={<LoadAtOnce />}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  // A dehydrated boundary that receives new props switches to client rendering, dropping the server's
  // markup (and what was typed) for the fallback: a parent's render with the same props must not reach it.
  return memo(FormPart);
}

/** Shown only when the part renders without its code: it has none to wait for. */
function LoadAtOnce() {
  useEffect(() => interact(), []);
  return null;
}

interface Part {
  /** Settles once the part's code has loaded and React has hydrated it. */
  ready: Promise<void>;
  /** Read by the submit handler, which must answer at once whether to hold the event. */
  done: boolean;
  hydrated: () => void;
}

const parts = new Map<string, Part>();

function partNamed(name: string): Part {
  const known = parts.get(name);
  if (known) return known;
  let resolve = () => {};
  const ready = new Promise<void>((settle) => {
    resolve = settle;
  });
  const part: Part = {
    ready,
    done: false,
    hydrated: () => {
      part.done = true;
      resolve();
    },
  };
  parts.set(name, part);
  return part;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let interacted: Promise<void> | null = null;
let interact = () => {};

/** Resolves on the first interaction with the page; listens from the first part that waits. */
function firstInteraction(): Promise<void> {
  if (interacted) return interacted;
  interacted = new Promise<void>((resolve) => {
    interact = resolve;
  });
  const onInteraction = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    interact();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  return interacted;
}

function serverMarkupOf(name: string): Element | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-form-part="${CSS.escape(name)}"]`);
}

/**
 * On the server and for a part the browser renders itself, now; for the server's markup, on
 * interaction, or now when the visitor already used the form before the scripts came.
 */
function untilNeeded(name: string): Promise<void> {
  const markup = serverMarkupOf(name);
  if (!markup) return Promise.resolve();
  holdSubmitsFromNowOn();
  return alreadyUsed(markup) ? Promise.resolve() : firstInteraction();
}

/** Whether the visitor is in the form or changed a field in it. */
function alreadyUsed(markup: Element): boolean {
  if (markup.contains(document.activeElement)) return true;
  return Array.from(markup.querySelectorAll('input, textarea, select')).some((field) => {
    if (field instanceof HTMLInputElement) return field.value !== field.defaultValue || field.checked !== field.defaultChecked;
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (!(field instanceof HTMLSelectElement)) return false;
    // A select marks no option as its default when its first one is.
    const defaultIndex = Array.from(field.options).findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(defaultIndex, 0);
  });
}

let holdingSubmits = false;

function holdSubmitsFromNowOn(): void {
  if (holdingSubmits) return;
  holdingSubmits = true;
  document.addEventListener('submit', holdSubmitUntilHydrated, true);
}

/** A submit on a form part not hydrated yet waits for it, then goes through the hydrated form. */
function holdSubmitUntilHydrated(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const name = form.closest<HTMLElement>('[data-form-part]')?.dataset.formPart;
  const part = name ? parts.get(name) : undefined;
  if (!part || part.done) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  interact();
  const submitter = event.submitter;
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SUBMIT_WAIT_MS));
  void Promise.race([part.ready.then(() => 'hydrated' as const), timeout]).then((outcome) => {
    if (outcome === 'hydrated') form.requestSubmit(submitter instanceof HTMLElement && form.contains(submitter) ? submitter : null);
    else form.submit();
  });
}

/** How long a held submit waits for the form's code before the form posts natively instead. */
const SUBMIT_WAIT_MS = 10_000;
