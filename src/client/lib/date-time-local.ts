// The browser's datetime-local input and the forms' club wall-clock times ('YYYY-MM-DD HH:mm:ss').

/** The form's 'YYYY-MM-DD HH:mm:ss' as a datetime-local input's 'YYYY-MM-DDTHH:mm'. */
export function toDateTimeLocal(value: string): string {
  return value === '' ? '' : value.slice(0, 16).replace(' ', 'T');
}

/** A datetime-local input's 'YYYY-MM-DDTHH:mm' as the form's 'YYYY-MM-DD HH:mm:ss' ('' while incomplete). */
export function fromDateTimeLocal(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? `${value.slice(0, 10)} ${value.slice(11, 16)}:00` : '';
}
