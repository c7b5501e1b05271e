/**
 * zod as the whole app imports it (vite.config.ts resolves `zod` here, the generated schemas included),
 * without eval: zod compiles a parser for each object schema with `new Function` when it may, and
 * probes first whether it may. The pages' CSP has no 'unsafe-eval', so the probe fails and, though zod
 * catches the error, the browser reports a securitypolicyviolation for it. Jitless, zod neither probes
 * nor compiles. Set before any schema exists: the modules that build schemas import this one first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
