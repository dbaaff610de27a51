import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvCell, csvLine, parseCsv } from './csv.ts';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, a BOM skipped', () => {
    expect(fields('\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\nlines",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
    expect(fields('a\n\n"b"\n\n')).toEqual([['a'], ['b']]);
    expect(fields('last,row')).toEqual([['last', 'row']]);
    expect(fields('"",x')).toEqual([['', 'x']]);
  });

  it('refuses a stray or unclosed quote, naming the record', () => {
    expect(() => parseCsv('a\nb"c')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open')).toThrow(expect.objectContaining({ record: 2 }));
    expect(() => parseCsv('"a"b')).toThrow(/after the closing quote/);
  });

  it('writes what it reads, guarding cells a spreadsheet would run as formulas', () => {
    const row = ['plain', 'x, y', 'say "hi"', 'two\nlines', '=SUM(A1)', '+33 6', '-1', '@cmd', 12, null];
    const written = csvLine(row);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(fields(written)).toEqual([
      ['plain', 'x, y', 'say "hi"', 'two\nlines', "'=SUM(A1)", "'+33 6", "'-1", "'@cmd", '12', ''],
    ]);
    // A number is a value, not a text to guard.
    expect(csvCell(-4.5)).toBe('-4.5');
  });
});
