import { describe, expect, it } from 'vitest';
import { SnapshotAnswers } from '../../src/lib/snapshot-answers';

describe('SnapshotAnswers', () => {
  it('reads a key once, shares the reading, and reads a new key afresh', async () => {
    const answers = new SnapshotAnswers<number>(4);
    let readings = 0;
    const read = () => Promise.resolve((readings += 1));
    const [a, b] = await Promise.all([answers.read('s1', read), answers.read('s1', read)]);
    expect([a, b, readings]).toEqual([1, 1, 1]);
    expect(await answers.read('s2', read)).toBe(2);
    expect(await answers.read('s1', read)).toBe(1);
  });

  it('keeps no failed reading', async () => {
    const answers = new SnapshotAnswers<string>(4);
    await expect(answers.read('k', () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    expect(await answers.read('k', () => Promise.resolve('found'))).toBe('found');
  });

  it('keeps the newest keys only', async () => {
    const answers = new SnapshotAnswers<string>(2);
    for (const key of ['a', 'b', 'c']) await answers.read(key, () => Promise.resolve(key));
    expect(await answers.read('a', () => Promise.resolve('read again'))).toBe('read again');
    expect(await answers.read('c', () => Promise.resolve('read again'))).toBe('c');
  });
});
