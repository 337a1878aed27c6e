// `npm start`: build what is not built, then run the server (API + web app + database) in this process.
// package.json starts this script with `exec`, so that no shell stands between npm and the server: npm passes
// SIGTERM and SIGINT on to the process it started, which is the server (main.ts shuts down gracefully and
// releases the data directory). Without it, the shell died with npm and the server ran on, orphaned.
import { build } from './build.mjs';

build();
await import('../apps/server/dist/main.js');
