/** The form being sent: the one holding the focused control (the button just pressed), or none when that is unknown. */
export const formBeingSent = (): Element | null => (typeof document === 'undefined' ? null : (document.activeElement?.closest('form') ?? null));

/**
 * Once the errors are drawn, brings the first field in error into the middle of the screen (clear of the
 * sticky header) and focuses it, so that a refusal far up a long form is never missed. Looks in `form`, or
 * the whole page when the form is unknown.
 */
export function revealFirstError(form: Element | null): void {
  requestAnimationFrame(() => {
    const field = (form ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
