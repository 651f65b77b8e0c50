import { z } from 'zod';

// zod 4 compiles a fast parser for object schemas with `new Function`, and probes whether it may when the first object
// schema is built. The pages' CSP has no 'unsafe-eval' (apps/server/src/platform/http/security-headers.ts), so the
// browser refused the probe and reported a `script-src eval` violation on every page load (issue 28), although zod
// caught the refusal. Told to stay interpreted, zod skips the probe; the contracts' schemas parse the same, only
// without that compiled fast path, which a form's few fields never miss. main.tsx imports this module first: the
// contracts build their schemas as their modules are evaluated, and each object schema reads the setting then.
z.config({ jitless: true });
