import { describe, expect, it } from 'vitest';
import { displayOptionByParam } from '../api/display-options.ts';
import { deviceNumber } from '../envelope.ts';
import { deviceNumberOf, isPathName } from './path-name.ts';

const samples = [
  '',
  ' ',
  'a',
  '10000501',
  ' 10000501 ',
  'tunnel_installation',
  'tunnel-2',
  'a/b',
  'é',
  '1.0',
  'a b',
  '%2F',
  'x'.repeat(64),
  'x'.repeat(65),
  ` ${'x'.repeat(64)} `,
];

describe('path names: the plain rule the shell reads is the one the schemas check', () => {
  it.each(samples)('a device number %j reads the same with and without zod', (text) => {
    const parsed = deviceNumber.safeParse(text);
    expect(deviceNumberOf(text)).toBe(parsed.success ? parsed.data : null);
  });

  it.each(samples)('a display-options param %j reads the same with and without zod', (text) => {
    const params = displayOptionByParam.params;
    expect(isPathName(text)).toBe(params.safeParse({ param: text }).success);
  });

  it('takes letters, digits, dash and underscore, up to 64, trimming only a device number', () => {
    expect(deviceNumberOf(' 10000501 ')).toBe('10000501');
    expect(isPathName(' 10000501 ')).toBe(false);
    expect(isPathName('x'.repeat(65))).toBe(false);
    expect(deviceNumberOf('a/b')).toBeNull();
  });
});
