import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * A hook rendered in a component of its own in the test's DOM (happy-dom), the way an island
 * uses it: `current` is what the last render returned, `rerender` renders again with new props.
 */
export function renderHook<P, R>(hook: (props: P) => R, props: P) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const rendered: { current: R | undefined } = { current: undefined };
  function Probe(p: { props: P }) {
    rendered.current = hook(p.props);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe, { props })));
  return {
    get current(): R {
      if (rendered.current === undefined) throw new Error('the hook has not rendered');
      return rendered.current;
    },
    rerender: (next: P) => act(() => root.render(createElement(Probe, { props: next }))),
    unmount: () => act(() => root.unmount()),
  };
}

/** Lets a settled promise's callbacks and the renders they cause run. */
export const settle = () => act(async () => {
  await Promise.resolve();
});
