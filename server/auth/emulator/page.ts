/** The account-chooser page that stands in for Google in local mode. */
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
 body{font-family:system-ui,sans-serif;background:#f5f5f4;margin:0;display:grid;place-items:center;min-height:100vh}
 main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:380px;width:100%}
 h1{font-size:1.4rem;margin:0 0 8px} p{color:#444;margin:0 0 20px;line-height:1.4}
 label{display:block;font-weight:600;margin:12px 0 4px} input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;border-radius:8px;font-size:1rem}
 button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#9a3412;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
 .error{color:#b91c1c} .note{margin:20px 0 0;font-size:.9rem} a{color:#9a3412}
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
