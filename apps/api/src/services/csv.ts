/**
 * CSV as RFC 4180 writes it, the one reading and writing of the office's files (the import, its template,
 * the export): fields separated by commas, records by CRLF (LF alone is read too), a field with a comma, a
 * quote or a line break quoted, a quote inside doubled.
 */

export interface CsvRecord {
  /** 1 for the first record (the header), counting records, not lines. */
  record: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly record: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The records of a CSV text. A byte-order mark is skipped and blank lines are left out (a spreadsheet adds
 * them at the end). A quote that opens a field must close it before the next separator; a quote inside an
 * unquoted field, or an unclosed one, is a CsvSyntaxError naming the record.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let record = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ record: records.length + 1, fields });
    fields = [];
    field = '';
    afterQuote = false;
    record = records.length + 1;
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else field += c;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\r' && text[i + 1] === '\n') {
      // CRLF ends the record; the LF is read next.
    } else if (c === '\n') {
      endRecord();
    } else if (c === '"') {
      if (field !== '' || afterQuote) throw new CsvSyntaxError(record, 'a quote inside an unquoted field');
      quoted = true;
    } else {
      if (afterQuote) throw new CsvSyntaxError(record, 'text after the closing quote of a field');
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(record, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return records;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection), with tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as the export writes it: a text that a spreadsheet would run as a formula is prefixed with a
 * quote (it shows as text), then quoted as RFC 4180 asks when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
