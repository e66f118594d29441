/** The account-chooser page that stands in for Google in local mode. */
import { LOCAL_PHONE_PATH } from '../../../src/core/constants';
import { escapeHtml as escape, localPage } from '../../localPage';

export function chooserPage(fields: {
  redirectTo: string;
  codeChallenge: string;
  error?: string;
}): string {
  return localPage(
    'Local sign-in — Daybreak',
    `<h1>Local sign-in</h1>
<p>This page stands in for Google on this machine (local mode). No Google account is used: choose any email and name.</p>
${fields.error ? `<p class="error" role="alert">${escape(fields.error)}</p>` : ''}
<form method="post" action="/auth/v1/authorize">
 <input type="hidden" name="redirect_to" value="${escape(fields.redirectTo)}">
 <input type="hidden" name="code_challenge" value="${escape(fields.codeChallenge)}">
 <label for="email">Email</label>
 <input id="email" name="email" type="email" required autocomplete="email" placeholder="you@example.com">
 <label for="name">Name</label>
 <input id="name" name="name" type="text" required autocomplete="name" placeholder="Alex Morgan">
 <button class="primary wide" type="submit">Continue as this account</button>
</form>
<p class="note">In local mode calls ring on the local phone page: <a href="${LOCAL_PHONE_PATH}">${LOCAL_PHONE_PATH}</a></p>`,
  );
}
