/** The local consent page standing in for the provider's permission screen (local mode only), in its words. */
import { escapeHtml as escape, localPage } from '../../localPage';

export function consentPage(
  state: string,
  provider: { key: string; label: string; company: string; consent: string },
): string {
  return localPage(
    `Connect ${provider.label} (local) — Daybreak`,
    `<h1>Connect ${escape(provider.label)}</h1>
<p>Local mode: this page stands in for ${escape(provider.company)}'s permission screen. Daybreak asks to ${escape(provider.consent)}.</p>
<form method="post" action="/local/consent/${escape(provider.key)}">
 <input type="hidden" name="state" value="${escape(state)}">
 <div class="row">
  <button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
  <button class="primary" type="submit" name="decision" value="allow">Allow</button>
 </div>
</form>`,
  );
}
