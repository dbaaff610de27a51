import { describe, expect, it } from 'vitest';
import { withoutSummaries } from './endpoint-summaries.ts';

describe('an endpoints file without its summaries', () => {
  it('drops each summary, in any quote, split over lines or joined, and nothing else', () => {
    const code = [
      'export const a = endpoint({',
      "  method: 'GET',",
      "  summary: 'The customer\\'s domiciles',",
      '  path: "/a",',
      '});',
      'export const b = endpoint({',
      '  summary:',
      '    "The professional\'s clients, " + `capped`,',
      '  body: z.object({ summary: z.string() }),',
      '});',
    ].join('\n');
    expect(withoutSummaries(code)).toBe(
      [
        'export const a = endpoint({',
        "  method: 'GET',",
        '  ',
        '  path: "/a",',
        '});',
        'export const b = endpoint({',
        '  ',
        '  body: z.object({ summary: z.string() }),',
        '});',
      ].join('\n'),
    );
  });
});
