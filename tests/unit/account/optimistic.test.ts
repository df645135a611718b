import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { change, optimistically } from '../../../src/lib/account/optimistic';

describe('optimistic changes', () => {
  it('keeps the change when the call succeeds and answers what it answered', async () => {
    const $a = atom(1);
    await expect(optimistically(() => change($a, 2), async () => 'ok')).resolves.toBe('ok');
    expect($a.get()).toBe(2);
  });

  it('undoes every store it changed when the call fails, and rethrows', async () => {
    const $a = atom('a');
    const $b = atom(10);
    const seen: unknown[] = [];
    const failing = async () => {
      seen.push($a.get(), $b.get());
      throw new Error('no');
    };
    await expect(optimistically(() => [change($a, 'b'), change($b, 11)], failing)).rejects.toThrow('no');
    expect(seen).toEqual(['b', 11]);
    expect([$a.get(), $b.get()]).toEqual(['a', 10]);
  });
});
