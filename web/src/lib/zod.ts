import { z } from 'zod';

// Without JIT: zod's probe for it (`new Function('')`) is a Content-Security-Policy violation
// (script-src without 'unsafe-eval'), reported on every page that builds a schema. This module is
// evaluated before any module that imports it, so before every schema (ESLint routes zod here).
z.config({ jitless: true });

export { z };
