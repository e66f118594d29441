/** `npm run bench`: every benchmark, each printing its figures. */
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchLanding } from './landing';

benchBundle();
await benchLanding();
await benchApi();
