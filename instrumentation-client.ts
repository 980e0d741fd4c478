import { config } from 'zod/v4/core';

// Runs in the browser before any of the app's modules (Next's client instrumentation file).
// zod 4 compiles object schemas with `new Function` when it may, and finds out whether it may by
// trying once as the first schema is built: under the page's Content-Security-Policy (no
// 'unsafe-eval') that try is refused and reported as a violation on every page load. The forms'
// schemas are small, so the interpreted parse costs nothing noticeable; the server keeps the JIT.
// `config` comes from zod's core, the module that owns the settings every schema reads: this
// file is part of every page's first load, and importing `zod` itself here put the whole schema
// library there.
config({ jitless: true });
