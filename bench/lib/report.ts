/** Markdown tables, so a run's output can go into docs/PERFORMANCE.md as it is. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((row) => row.map(String));
  const widths = head.map((title, i) => Math.max(title.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Milliseconds: tenths under 10 (the poll's latencies), whole ones above. */
export const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
export const ratio = (value: number) => `${value.toFixed(2)}x`;
export const percent = (value: number) => `${Math.round(value * 100)}%`;

export interface Budget {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
}

export function budgetTable(budgets: Budget[]): string {
  return table(
    ['budget', 'limit', 'measured', 'met'],
    budgets.map((b) => [b.name, b.limit, b.measured, b.met ? 'yes' : 'NO']),
  );
}
