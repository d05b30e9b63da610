import { describe, expect, it } from 'vitest';
import { oncePerObject } from '../../src/lib/once-per-object';

describe('oncePerObject', () => {
  it('computes once per object and shares the answer, undefined included', () => {
    const seen: object[] = [];
    const lookUp = oncePerObject((key: { name: string }) => {
      seen.push(key);
      return key.name === 'visitor' ? undefined : key.name.toUpperCase();
    });
    const first = { name: 'rahim' };
    const visitor = { name: 'visitor' };
    expect([lookUp(first), lookUp(first), lookUp({ name: 'rahim' })]).toEqual([
      'RAHIM',
      'RAHIM',
      'RAHIM',
    ]);
    expect([lookUp(visitor), lookUp(visitor)]).toEqual([undefined, undefined]);
    expect(seen).toEqual([first, { name: 'rahim' }, visitor]);
  });
});
