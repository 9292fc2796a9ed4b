/** The form being sent: the one holding the focused control (the button just pressed), or none when that is unknown. */
export const formBeingSent = (): Element | null => (typeof document === 'undefined' ? null : (document.activeElement?.closest('form') ?? null));

/**
 * Brings the first field in error into the middle of the screen (clear of the sticky header) and focuses it,
 * so that a refusal far up a long form is never missed. Called once the errors are drawn; looks in `form`,
 * or the whole page when the form is unknown.
 */
export function revealFirstError(form: Element | null): void {
  const field = (form ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
