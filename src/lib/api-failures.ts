/**
 * Where the API client shows a failure to the visitor. The shell wires its toasts in here on every page
 * (`ToastHost.script.ts`), so the client depends on no component; until then a failure reaches the console.
 */
let show: (message: string) => void = (message) => console.error(message);

export const showApiFailure = (message: string) => show(message);

export function onApiFailure(shower: (message: string) => void): void {
  show = shower;
}
