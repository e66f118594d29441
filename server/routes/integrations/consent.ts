/** The local consent page standing in for the provider's permission screen (local mode only), in its words. */
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function consentPage(
  state: string,
  provider: { key: string; label: string; company: string; consent: string },
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect ${escape(provider.label)} (local) — Daybreak</title>
<style>
 body{font-family:system-ui,sans-serif;background:#f5f5f4;margin:0;display:grid;place-items:center;min-height:100vh}
 main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px}
 h1{font-size:1.4rem;margin:0 0 8px} p{color:#444;line-height:1.4}
 .row{display:flex;gap:12px;margin-top:20px} button{flex:1;padding:12px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
 .allow{background:#9a3412;color:#fff;border:0} .cancel{background:#fff;border:1px solid #666;color:#222}
</style></head>
<body><main>
<h1>Connect ${escape(provider.label)}</h1>
<p>Local mode: this page stands in for ${escape(provider.company)}'s permission screen. Daybreak asks to ${escape(provider.consent)}.</p>
<form method="post" action="/local/consent/${escape(provider.key)}">
 <input type="hidden" name="state" value="${escape(state)}">
 <div class="row">
  <button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
  <button class="allow" type="submit" name="decision" value="allow">Allow</button>
 </div>
</form>
</main></body></html>`;
}
