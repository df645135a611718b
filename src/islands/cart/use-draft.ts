import { useRef, useState } from 'react';
import { useAdoptDomValues } from '../forms/use-hydrated';

/**
 * A field over a store value: while focused it shows what the shopper types, otherwise the
 * store's value, so a rollback or the provider's confirmed value shows as soon as the
 * shopper leaves the field, and never pulls text from under the caret. Text typed before the
 * island hydrated is kept and handed to `typedEarly` (still typing: the field has the focus).
 * The ref for the control comes apart from the draft, so that reading the draft while
 * rendering reads no ref.
 */
export function useDraft<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, typedEarly: (text: string, stillTyping: boolean) => void) {
  const control = useRef<E>(null);
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  useAdoptDomValues(control, (element) => {
    if (element.value === value) return;
    const stillTyping = document.activeElement === element;
    setDraft(element.value);
    setFocused(stillTyping);
    typedEarly(element.value, stillTyping);
  });
  const field = {
    text: focused ? draft : value,
    setDraft,
    onFocus: () => {
      setDraft(value);
      setFocused(true);
    },
    onBlur: () => setFocused(false),
  };
  return [field, control] as const;
}
