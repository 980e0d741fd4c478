// What a run found: lines as it goes, the figures as JSON (bench/results/latest.json) and, at
// the end, markdown tables on stdout for README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fmtInt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');

interface Row {
  scenario: string;
  figure: string;
  budget: string;
  /** undefined: no budget to hold */
  holds?: boolean;
}

export class Report {
  private readonly figures: Record<string, unknown> = {};
  private readonly rows: Row[] = [];
  private readonly tables: string[] = [];

  say(line: string): void {
    console.log(line);
  }

  /** A scenario's figures, under its name in latest.json. */
  set(key: string, value: unknown): void {
    this.figures[key] = value;
  }

  /** A line of the summary table. */
  row(scenario: string, figure: string, budget: string, holds?: boolean): void {
    this.rows.push({ scenario, figure, budget, holds });
  }

  /** A table of its own, printed after the summary. */
  table(title: string, markdown: string): void {
    this.tables.push(`${title}\n\n${markdown}`);
  }

  summary(): string {
    const verdict = (holds?: boolean) => (holds === undefined ? '—' : holds ? 'holds' : 'misses');
    return markdownTable(['scenario', 'figure', 'budget', 'verdict'], this.rows.map((r) => [r.scenario, r.figure, r.budget, verdict(r.holds)]));
  }

  /** Writes latest.json and prints the tables. */
  finish(file: string, meta: Record<string, unknown>): void {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...meta, ...this.figures, summary: this.rows }, null, 2)}\n`);
    console.log(`\n${this.summary()}\n`);
    for (const table of this.tables) console.log(`${table}\n`);
    console.log(`figures written to ${path.relative(process.cwd(), file)}`);
  }
}
