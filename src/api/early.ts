/**
 * The dashboard's first requests, started before the app's JavaScript has arrived. Each dashboard
 * route's shell (scripts/landing-plugin.ts) carries `earlyRequestsScript`: with a stored session that
 * has time left, it asks for the dashboard's data at once, beside the scripts, instead of after them
 * (on a slow phone network, the scripts take seconds). The client (./client.ts) then takes each
 * answer for its first request of that path with that token, once; anything else goes out as usual.
 */
import { SESSION_EXPIRY_MARGIN_MS } from '../core/constants';

/** Where the shell's script leaves the requests it started, by path. */
const EARLY = '__daybreakEarly';

interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    [EARLY]?: Record<string, EarlyRequest | undefined>;
  }
}

/**
 * The shell's inline script: the stored session read as src/auth/storedSession.ts reads it (the key
 * as src/auth/authConfig.ts names it), then a GET of each of `paths` with its token, as the client
 * sends them. Silent on any failure: the app then asks itself.
 */
export function earlyRequestsScript(paths: readonly string[]): string {
  const authUrl = import.meta.env.VITE_SUPABASE_URL || '';
  const apiUrl = import.meta.env.VITE_API_URL || '';
  return `(function(){try{var k='sb-'+new URL(${JSON.stringify(authUrl)}||location.origin).hostname.split('.')[0]+'-auth-token',s=JSON.parse(localStorage.getItem(k)||'null');if(!s||typeof s.access_token!=='string'||!(s.expires_at*1e3-Date.now()>${SESSION_EXPIRY_MARGIN_MS}))return;var t=s.access_token,e=window.${EARLY}={},h={Accept:'application/json','Content-Type':'application/json',Authorization:'Bearer '+t};${JSON.stringify(paths)}.forEach(function(p){var r=fetch((${JSON.stringify(apiUrl)}||location.origin)+p,{headers:h,credentials:'include'});r.catch(function(){});e[p]={token:t,response:r}})}catch(x){}})()`;
}

/** The answer the shell's script started for GET `path` with `token`, once; null if there is none. */
export function takeEarly(path: string, token: string): Promise<Response> | null {
  const started = window[EARLY]?.[path];
  if (!started || started.token !== token) return null;
  window[EARLY]![path] = undefined;
  return started.response;
}
