/**
 * Stand-ins for the supabase-js clients no screen uses — realtime, PostgREST, storage, functions
 * (aliased in the build: ./swaps.ts). `createClient` builds all of them, so the real ones
 * would ship in every signed-in route's first load (~25 kB gzipped); the app uses `supabase.auth` only
 * (src/auth/supabase.ts) and its data comes from its own API. supabase-js itself, and its auth client,
 * are the real ones. Using one of these says so instead of failing silently.
 * Delete when supabase-js builds its clients lazily, or the app uses one of them.
 */
const unused = (what: string): never => {
  throw new Error(`${what} is not part of this app's build (src/vendor/unusedSupabaseClients.ts)`);
};

/** Realtime: supabase-js hands it each new access token; nothing subscribes. */
export class RealtimeClient {
  setAuth(): Promise<void> {
    return Promise.resolve();
  }
  channel(): never {
    return unused('Supabase Realtime');
  }
  getChannels(): never[] {
    return [];
  }
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}

export class PostgrestClient {
  from(): never {
    return unused('Supabase PostgREST (supabase.from)');
  }
  schema(): never {
    return unused('Supabase PostgREST (supabase.schema)');
  }
  rpc(): never {
    return unused('Supabase PostgREST (supabase.rpc)');
  }
}
export class PostgrestError extends Error {}

export class StorageClient {
  from(): never {
    return unused('Supabase Storage');
  }
}
export class StorageApiError extends Error {}

export class FunctionsClient {
  invoke(): never {
    return unused('Supabase Edge Functions');
  }
}
export const FunctionRegion = {};
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
