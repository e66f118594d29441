/**
 * `npm run bench`: every benchmark, each printing its figures. `npm run bench -- morning [--users=N]
 * [--workers=1,3] [--rate=R] [--database-url=postgres://…]` runs only "a morning" with those figures.
 */
import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchLanding } from './landing';
import { benchMorning } from './morning';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '1,3' },
    rate: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
});
const morning = values.workers.split(',').map((w) => ({
  users: Number(values.users),
  workers: Number(w),
  callsPerSecond: Number(values.rate),
  databaseUrl: values['database-url'] ?? null,
}));

if (positionals[0] === 'morning') {
  await benchMorning(morning);
} else {
  benchBundle();
  await benchLanding();
  await benchApi();
  await benchMorning(morning);
}
