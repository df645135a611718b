/** The form's checkboxes and radios: beside their label's first line. */
export const CHOICE_INPUT = 'mt-0.5 size-4 shrink-0 accent-primary-ink';
