/**
 * After a submit that the form refused, the keyboard and screen reader go to the first field in
 * error, for every form at once: Mantine marks a field with an error aria-invalid, so one
 * document-level listener does what each form would otherwise repeat.
 */
export function focusFirstErrorOnSubmit(doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // Validation errors render with the next paint.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!invalid) return;
        const active = doc.activeElement;
        if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true' && form.contains(active)) return;
        invalid.focus();
      }),
    );
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
