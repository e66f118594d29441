/** The account-chooser page that stands in for Google in local mode. */
import { APP_FONT_FAMILY } from '../../../src/core/constants';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function chooserPage(fields: {
  redirectTo: string;
  codeChallenge: string;
  error?: string;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in — Daybreak</title>
<style>
 :root{color-scheme:light dark;--page:#f5f5f4;--card:#fff;--text:#1c1917;--muted:#444;--field:#fff;--border:#888;--accent:#9a3412;--link:#9a3412;--error:#b91c1c}
 @media (prefers-color-scheme:dark){:root{--page:#0c0a09;--card:#1c1917;--text:#f5f5f4;--muted:#d6d3d1;--field:#292524;--border:#a8a29e;--link:#fdba74;--error:#fca5a5}}
 *{box-sizing:border-box} button,input{font-family:inherit}
 body{font-family:${APP_FONT_FAMILY};background:var(--page);color:var(--text);margin:0;display:grid;place-items:center;min-height:100vh;padding:16px}
 main{background:var(--card);border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px 24px;max-width:380px;width:100%}
 h1{font-size:1.4rem;margin:0 0 8px} p{color:var(--muted);margin:0 0 20px;line-height:1.4}
 label{display:block;font-weight:600;margin:12px 0 4px} input{width:100%;padding:10px;border:1px solid var(--border);border-radius:8px;font-size:1rem;background:var(--field);color:var(--text)}
 button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:var(--accent);color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
 .error{color:var(--error)} .note{margin:20px 0 0;font-size:.9rem} a{color:var(--link)}
</style></head>
<body><main>
<h1>Local sign-in</h1>
<p>This page stands in for Google on this machine (local mode). No Google account is used: choose any email and name.</p>
${fields.error ? `<p class="error" role="alert">${escape(fields.error)}</p>` : ''}
<form method="post" action="/auth/v1/authorize">
 <input type="hidden" name="redirect_to" value="${escape(fields.redirectTo)}">
 <input type="hidden" name="code_challenge" value="${escape(fields.codeChallenge)}">
 <label for="email">Email</label>
 <input id="email" name="email" type="email" required autocomplete="email" placeholder="you@example.com">
 <label for="name">Name</label>
 <input id="name" name="name" type="text" required autocomplete="name" placeholder="Alex Morgan">
 <button type="submit">Continue as this account</button>
</form>
<p class="note">In local mode calls ring on the local phone page: <a href="/local/phone">/local/phone</a></p>
</main></body></html>`;
}
