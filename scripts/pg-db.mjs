// Creates or drops a throwaway PostgreSQL database for a test run.
// usage: node scripts/pg-db.mjs check|create|drop <server-url> [name]
import pg from 'pg';

const [command, serverUrl, name] = process.argv.slice(2);
if (!command || !serverUrl || (command !== 'check' && !/^[a-z0-9_]+$/.test(name ?? ''))) {
  console.error('usage: node scripts/pg-db.mjs check|create|drop <server-url> [name]');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (error) {
  if (command === 'check') process.exit(1);
  console.error(`PostgreSQL is not reachable at ${serverUrl}: ${error.message}`);
  process.exit(1);
}
try {
  if (command === 'create') await client.query(`CREATE DATABASE ${name}`);
  if (command === 'drop') await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} finally {
  await client.end();
}
