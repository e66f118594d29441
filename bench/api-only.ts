/** `npx tsx bench/api-only.ts`: the API benchmark alone. */
import { benchApi } from './api';

await benchApi();
