/**
 * The pages local mode writes itself in place of an outside provider's (the account chooser that
 * stands in for Google, the integration consent screen): one look, the app's font, light and dark as
 * the visitor's system asks, and no wider than a phone.
 */
import { APP_FONT_FAMILY } from '../src/core/constants';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const STYLE = `
 :root{color-scheme:light dark;--page:#f5f5f4;--card:#fff;--text:#1c1917;--muted:#444;--field:#fff;--border:#888;--accent:#9a3412;--link:#9a3412;--error:#b91c1c}
 @media (prefers-color-scheme:dark){:root{--page:#0c0a09;--card:#1c1917;--text:#f5f5f4;--muted:#d6d3d1;--field:#292524;--border:#a8a29e;--link:#fdba74;--error:#fca5a5}}
 *{box-sizing:border-box} button,input{font-family:inherit}
 body{font-family:${APP_FONT_FAMILY};background:var(--page);color:var(--text);margin:0;display:grid;place-items:center;min-height:100vh;padding:16px}
 main{background:var(--card);border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px 24px;max-width:420px;width:100%}
 h1{font-size:1.4rem;margin:0 0 8px} p{color:var(--muted);margin:0 0 20px;line-height:1.4}
 label{display:block;font-weight:600;margin:12px 0 4px} input{width:100%;padding:10px;border:1px solid var(--border);border-radius:8px;font-size:1rem;background:var(--field);color:var(--text)}
 button{padding:12px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
 .primary{background:var(--accent);color:#fff;border:0} .secondary{background:transparent;border:1px solid var(--border);color:var(--text)}
 .wide{margin-top:20px;width:100%} .row{display:flex;gap:12px;margin-top:20px} .row button{flex:1}
 .error{color:var(--error)} .note{margin:20px 0 0;font-size:.9rem} a{color:var(--link)}`;

/** A whole page: `title` (escaped here) and `main`, the card's HTML (escaped by the caller). */
export function localPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}
</style></head>
<body><main>
${main}
</main></body></html>`;
}
