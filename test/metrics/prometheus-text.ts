import { inject } from 'vitest';

// Reads GET /metrics of the run's server and parses the Prometheus text format into samples.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheus(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]));
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

export const scrape = (authorization?: string) =>
  fetch(`${inject('baseUrl')}/metrics`, { headers: authorization ? { authorization } : {} });

export async function samples(): Promise<Sample[]> {
  const res = await scrape(`Bearer ${inject('metricsToken')}`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return parsePrometheus(await res.text());
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  return all
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}
