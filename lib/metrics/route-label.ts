import { processSingleton } from '@/lib/util/process-singleton';

// The `route` label of a request: its path with every id, stored file name and other one-off
// segment replaced, so that the label names the route (`/api/messages/by-chat/:id`), never a
// chat, a user or a file (a stored file's name is the capability to read it). Paths nobody
// routes (scanners) could still make endless labels: past MAX_ROUTES distinct ones, `other`.

const MAX_ROUTES = 300;
const seen = () => processSingleton('metricsRouteLabels', () => new Set<string>());

const OBJECT_ID = /^[a-f0-9]{24}$/i;
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,4}$/;
/** Segments that hold something unique: digits among letters over 12 characters, long numbers. */
const ONE_OFF = /^(?=.*\d)[\w.-]{13,}$|^\d{4,}$/;

function segmentLabel(segment: string): string {
  if (OBJECT_ID.test(segment)) return ':id';
  if (STORED_NAME.test(segment)) return ':file';
  if (ONE_OFF.test(segment)) return ':id';
  return segment;
}

export function routeLabel(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  // Assets and emoji images: one label each, whatever the file.
  if (path.startsWith('/_next/')) return '/_next/*';
  if (path.startsWith('/emoji/')) return '/emoji/*';
  const label = path.split('/').map(segmentLabel).join('/') || '/';
  const routes = seen();
  if (routes.has(label)) return label;
  if (routes.size >= MAX_ROUTES) return 'other';
  routes.add(label);
  return label;
}
