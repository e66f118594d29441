/**
 * `npm run bench`: every benchmark, each printing its figures. `npm run bench -- <name>` runs one:
 * bundle, landing, dialog, api, forms or morning (`morning [--users=N] [--workers=1,3] [--rate=R]
 * [--database-url=postgres://…] [--stub-speech=MS]`: real eSpeak NG speech unless stubbed).
 */
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchDialog } from './dialog';
import { benchForms } from './forms';
import { benchLanding } from './landing';
import { benchMorning } from './morning';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '1,3' },
    rate: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    /** Replace synthesis by a fixed delay (ms): measures the pipeline alone; the output says so. */
    'stub-speech': { type: 'string' },
  },
});
const morning = values.workers.split(',').map((w) => ({
  users: Number(values.users),
  workers: Number(w),
  callsPerSecond: Number(values.rate),
  databaseUrl: values['database-url'] ?? null,
  speech:
    values['stub-speech'] === undefined
      ? ('espeak' as const)
      : { stubMs: Number(values['stub-speech']) },
}));

const only = positionals[0];
if (!only || only === 'bundle') benchBundle();
if (!only || only === 'landing') await benchLanding();
if (!only || only === 'dialog') await benchDialog();
if (!only || only === 'api') await benchApi();
if (!only || only === 'forms') await benchForms();
if (!only || only === 'morning') await benchMorning(morning);
