import type { Auth } from './auth';
import type { Background } from './background';
import type { CallServices } from './calls';
import type { Sealer } from './crypto';
import type { Db } from './db';
import type { Env } from './env';

/** What every route receives. */
export interface AppDeps {
  env: Env;
  db: Db;
  auth: Auth;
  calls: CallServices;
  /** Encrypts provider tokens at rest. */
  sealer: Sealer;
  /** Work a route leaves running after its answer (shutdown waits for it). */
  background: Background;
}
