/** `npm run bench`: every benchmark, each printing its figures; `npm run bench -- forms` runs one. */
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchForms } from './forms';

const only = process.argv[2];
if (!only || only === 'bundle') benchBundle();
if (!only || only === 'api') await benchApi();
if (!only || only === 'forms') await benchForms();
