import { config } from 'zod';

// The pages' Content-Security-Policy has no 'unsafe-eval'. Left to itself zod probes for eval when a schema is
// defined (a CSP violation the browser reports, which Lighthouse counts against best practices) and would compile
// its object parsers with it. This module must be evaluated before any schema is defined: main.tsx imports it first.
config({ jitless: true });
