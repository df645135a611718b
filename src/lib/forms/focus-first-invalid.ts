import { useEffect, useRef, useState } from 'react';

/** Moves focus to the first field marked invalid (`aria-invalid="true"`), in document order, after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * For a React form: `requestFocus()` after setting field errors moves focus to the first
 * invalid field once React has marked it (on the render that shows the errors).
 */
export function useFirstInvalidFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(formRef.current);
  }, [requests]);
  return { formRef, requestFocus: () => setRequests((n) => n + 1) };
}
