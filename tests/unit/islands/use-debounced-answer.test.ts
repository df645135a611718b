// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedAnswer, type Answer } from '../../../src/islands/use-debounced-answer';
import { renderHook, settle } from './render-hook';

const DELAY = 300;
/** Time passing, with the renders it causes. */
const elapse = (ms: number) => act(() => {
  vi.advanceTimersByTime(ms);
});

/** A load whose calls the test answers by hand, one pending promise per call. */
function manualLoad() {
  const calls: { key: string; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const loadFor = (key: string) => () => new Promise<string>((resolve, reject) => {
    calls.push({ key, resolve, reject });
  });
  return { calls, loadFor };
}

describe('useDebouncedAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (loadFor: (key: string) => () => Promise<string>, key: string | null, initial: Answer<string> | null = null) =>
    renderHook((k: string | null) => useDebouncedAnswer(k, loadFor(k ?? ''), DELAY, initial), key);

  it('asks once the key has stayed the same for the delay, and only for the last key', async () => {
    const { calls, loadFor } = manualLoad();
    const hook = render(loadFor, 'a');
    elapse(DELAY - 1);
    hook.rerender('b');
    elapse(DELAY - 1);
    expect(calls).toEqual([]);
    elapse(1);
    expect(calls.map((c) => c.key)).toEqual(['b']);
    expect(hook.current.loading).toBe(true);

    calls[0]?.resolve('answer b');
    await settle();
    expect(hook.current).toEqual({ answer: { key: 'b', value: 'answer b' }, loading: false });
    elapse(DELAY * 3);
    expect(calls).toHaveLength(1);
  });

  it('drops an answer that comes back for a key that is no longer wanted', async () => {
    const { calls, loadFor } = manualLoad();
    const hook = render(loadFor, 'a');
    elapse(DELAY);
    hook.rerender('b');
    expect(hook.current.loading).toBe(false);
    calls[0]?.resolve('answer a');
    await settle();
    expect(hook.current.answer).toBeNull();

    elapse(DELAY);
    calls[1]?.resolve('answer b');
    await settle();
    expect(hook.current.answer).toEqual({ key: 'b', value: 'answer b' });
  });

  it('answers null for a failed call, and does not ask again until the key changes', async () => {
    const { calls, loadFor } = manualLoad();
    const hook = render(loadFor, 'a');
    elapse(DELAY);
    calls[0]?.reject(new Error('down'));
    await settle();
    expect(hook.current).toEqual({ answer: { key: 'a', value: null }, loading: false });
    elapse(DELAY * 3);
    expect(calls).toHaveLength(1);
  });

  it('asks nothing for a null key, nor for the key its initial answer is for', () => {
    const { calls, loadFor } = manualLoad();
    render(loadFor, null);
    const hook = render(loadFor, 'a', { key: 'a', value: 'from the server' });
    elapse(DELAY * 3);
    expect(calls).toEqual([]);
    expect(hook.current.answer).toEqual({ key: 'a', value: 'from the server' });
  });

  it('asks nothing once unmounted', () => {
    const { calls, loadFor } = manualLoad();
    const hook = render(loadFor, 'a');
    hook.unmount();
    elapse(DELAY);
    expect(calls).toEqual([]);
  });
});
