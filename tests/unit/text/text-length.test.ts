import { describe, expect, it } from 'vitest';
import { textLength, truncateText } from '../../../src/lib/text/text-length';

describe('textLength', () => {
  it('counts characters up to code 255 as 1 and above as 2', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc 123')).toBe(7);
    expect(textLength('café')).toBe(4); // é is code 233
    expect(textLength('红色')).toBe(4);
    expect(textLength('Размер M')).toBe(14);
    expect(textLength('a红b')).toBe(4);
  });

  it('counts an emoji as one character (2), not two UTF-16 halves', () => {
    expect(textLength('👍')).toBe(2);
  });
});

describe('truncateText', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateText('红色', 4)).toBe('红色');
  });

  it('cuts at the last whole character that fits', () => {
    expect(truncateText('hello world', 5)).toBe('hello');
    expect(truncateText('红色的', 5)).toBe('红色');
    expect(truncateText('ab红', 3)).toBe('ab');
    expect(truncateText('a👍b', 2)).toBe('a');
    expect(truncateText('abc', 0)).toBe('');
  });

  it('never leaves a result longer than the limit', () => {
    const text = 'Mixed 混合 текст 👍 ok';
    for (let limit = 0; limit <= textLength(text); limit++) expect(textLength(truncateText(text, limit))).toBeLessThanOrEqual(limit);
  });
});
