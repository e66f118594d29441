const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses a field's control (its element, or the first focusable inside it). A control not there yet
 * (a part that loads when first shown: the place field) is waited for, a few seconds at most.
 */
export function focusField(idPrefix: string, key: string, tries = 60) {
  const first = document.getElementById(`${idPrefix}_${key}`);
  const target = first?.matches(FOCUSABLE) ? first : first?.querySelector<HTMLElement>(FOCUSABLE);
  if (target) target.focus();
  else if (tries > 0) window.setTimeout(() => focusField(idPrefix, key, tries - 1), 50);
}
