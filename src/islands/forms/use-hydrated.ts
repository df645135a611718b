import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server render and while hydrating, true from the render after hydration (and
 * in an island mounted later). React re-renders a hydrated component whose client value
 * differs from the server's, so no state needs setting in an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}

/**
 * What the shopper typed (or the browser autofilled) into server-rendered controls before
 * their island hydrated is only in the DOM: the state holds the rendered value, and React
 * writes that back over the control on its next render. `adopt` is called once, as the
 * island hydrates (before any other effect), with the element `ref` points to, to take
 * those values into state.
 */
export function useAdoptDomValues<E extends Element>(ref: RefObject<E | null>, adopt: (element: E) => void): void {
  const once = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) once.current(ref.current);
  }, [ref]);
}

/** The value a named control of `form` holds in the DOM, of the kind of `like` (a checkbox's as a boolean); undefined when none. */
export function domValueOf(form: HTMLFormElement, name: string, like: string | boolean): string | boolean | undefined {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return typeof like === 'boolean' ? control.checked : undefined;
  const valued = control instanceof RadioNodeList || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
  return valued && typeof like === 'string' ? control.value : undefined;
}
