// `npm start`: build what is not built, then run the server (API + web app + database).
import { build } from './build.mjs';

build();
await import('../apps/server/dist/main.js');
