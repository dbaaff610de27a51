import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it('gives one text for one payload, whatever the key order, as JSON would read it', () => {
    const text = canonicalJson({ b: { d: 'x', c: [1, 2, { z: 1, y: null }] }, a: 1, u: undefined });
    expect(text).toBe('{"a":1,"b":{"c":[1,2,{"y":null,"z":1}],"d":"x"}}');
    expect(canonicalJson({ a: 1, b: { c: [1, 2, { y: null, z: 1 }], d: 'x' } })).toBe(text);
    expect(JSON.parse(text)).toEqual({ a: 1, b: { c: [1, 2, { y: null, z: 1 }], d: 'x' } });
  });

  it('tells different payloads apart', () => {
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: 1 }));
  });
});
