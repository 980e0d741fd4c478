import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { registerUser } from '../support/api';

// A path segment that is not valid percent-encoded UTF-8 (`%ED%A0%80`, a lone
// surrogate) is bad input: every route with a dynamic segment answers a JSON 400/404, never 500.

const BAD = '%ED%A0%80';
const API_DIR = fileURLToPath(new URL('../../app/api', import.meta.url));

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** Every dynamic API route with its methods, its `[param]` segments filled with the bad segment. */
function dynamicRoutes(): { method: string; url: string }[] {
  return routeFiles(API_DIR)
    .filter((file) => file.includes('['))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const methods = [...source.matchAll(/export (?:const|async function|\{)\s*(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      const route = path
        .relative(API_DIR, path.dirname(file))
        .split(path.sep)
        .map((segment) => (segment.startsWith('[') ? BAD : segment))
        .join('/');
      return methods.map((method) => ({ method, url: `/api/${route}` }));
    });
}

describe('badly encoded path segments', () => {
  it('every dynamic API route answers JSON 400 or 404, never 500', async () => {
    const alice = await registerUser();
    const routes = dynamicRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const res = await fetch(`${inject('baseUrl')}${url}`, {
        method,
        headers: { authorization: `Bearer ${alice.token}`, ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      const text = await res.text();
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (![400, 404].includes(res.status) || body?.success !== false || typeof body?.code !== 'string') {
        failures.push(`${method} ${url}: ${res.status} ${text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the /group/… and /profile/… pages answer 404, not 500', async () => {
    for (const page of [`/group/${BAD}`, `/profile/${BAD}`]) {
      const res = await fetch(`${inject('baseUrl')}${page}`);
      await res.arrayBuffer();
      expect(res.status, page).toBe(404);
    }
  });
});
