/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project (production). Absent: the local sign-in served by `npm start` on this origin. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The product's API host ({host} of SPEC §7). Absent: this origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
