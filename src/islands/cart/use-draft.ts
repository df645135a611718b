import { useState } from 'react';

/**
 * A field over a store value: while focused it shows what the shopper types, otherwise the
 * store's value, so a rollback or the provider's confirmed value shows as soon as the
 * shopper leaves the field, and never pulls text from under the caret.
 */
export function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  return {
    text: focused ? draft : value,
    setDraft,
    onFocus: () => {
      setDraft(value);
      setFocused(true);
    },
    onBlur: () => setFocused(false),
  };
}
