/**
 * `npm run bench`: every benchmark, each printing its figures. `npm run bench -- <name>` runs one:
 * bundle, landing, dashboard [--waterfall], dialog, api, places, forms or morning (`morning [--users=400] [--processes=2] [--rate=40]
 * [--zones=1|12] [--database-url=postgres://…] [--stub-speech=MS]`: server processes on one Postgres
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), real eSpeak NG speech unless stubbed).
 */
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchDashboard } from './dashboard';
import { benchDialog } from './dialog';
import { benchForms } from './forms';
import { benchFormsWeight } from './formsWeight';
import { benchLanding } from './landing';
import { benchMorning } from './morning';
import { benchPlaces } from './places';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string', default: '400' },
    /** Server processes, comma-separated for several runs (e.g. 1,2). */
    processes: { type: 'string', default: '2' },
    rate: { type: 'string', default: '40' },
    zones: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    /** Replace synthesis by a fixed delay (ms): measures the pipeline alone; the output says so. */
    'stub-speech': { type: 'string' },
    /** dashboard: also print every request of the median run, in order, with its timing and size. */
    waterfall: { type: 'boolean', default: false },
  },
});
const databaseUrl =
  values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
const morning = values.processes.split(',').map((p) => ({
  users: Number(values.users),
  processes: Number(p),
  callsPerSecond: Number(values.rate),
  zones: values.zones === '12' ? (12 as const) : (1 as const),
  databaseUrl: databaseUrl ?? '',
  speech:
    values['stub-speech'] === undefined
      ? ('espeak' as const)
      : { stubMs: Number(values['stub-speech']) },
}));

const only = positionals[0];
if (!only || only === 'bundle') benchBundle();
if (!only || only === 'landing') await benchLanding();
if (!only || only === 'dashboard') await benchDashboard({ waterfall: values.waterfall });
if (!only || only === 'dialog') await benchDialog();
if (!only || only === 'api') await benchApi();
if (!only || only === 'places') benchPlaces();
if (!only || only === 'forms') {
  await benchForms();
  await benchFormsWeight();
}
if (!only || only === 'morning') {
  if (databaseUrl) await benchMorning(morning);
  else
    console.log(
      'A morning: skipped — it runs several server processes on one Postgres: set BENCH_DATABASE_URL (or TEST_DATABASE_URL, or --database-url).',
    );
}
