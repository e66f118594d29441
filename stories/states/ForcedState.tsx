import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** What a States cell can show without a pointer or the one keyboard focus a page has. */
export type Forced = 'hover' | 'focus';

const HOVER = 'db-forced-hover';
const copied = new Set<string>();
let sheet: CSSStyleSheet | null = null;

/**
 * Every `:hover` rule of the page again for the class `db-forced-hover` (many cells can be "hovered"
 * at once), as the rules stand now: called again when a cell's content changes (a lazy widget).
 */
function copyHoverRules() {
  if (!sheet) {
    const style = document.createElement('style');
    style.dataset.forcedHover = '';
    document.head.appendChild(style);
    sheet = style.sheet;
  }
  for (const source of document.styleSheets) {
    if (source === sheet) continue;
    let rules: CSSRuleList;
    try {
      rules = source.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    copyFrom(rules);
  }
}

/**
 * The `:hover` rules of a list, and of the `@media` blocks in it that hold now (MUI's Button keeps its
 * hover inside `@media (hover: hover)`).
 */
function copyFrom(rules: CSSRuleList) {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) {
      if (window.matchMedia(rule.conditionText).matches) copyFrom(rule.cssRules);
      continue;
    }
    if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':hover')) continue;
    const text = rule.cssText.replace(/:hover/g, `.${HOVER}`);
    if (copied.has(text)) continue;
    copied.add(text);
    sheet?.insertRule(text, sheet.cssRules.length);
  }
}

/** Gives an element a class it lacks (a class it has is left alone: no change for the observer to see). */
const give = (element: Element | null | undefined, name: string) => {
  if (element && !element.classList.contains(name)) element.classList.add(name);
};

/** The control a state is shown on: the cell's `target`, else its first text box, else first button. */
const controlIn = (root: HTMLElement, target?: string) =>
  root.querySelector<HTMLElement>(
    target ?? '.MuiInputBase-root, .MuiButtonBase-root:not(.Mui-disabled)',
  );

/**
 * Shows its content's control hovered or focused by keyboard, with MUI's own state classes
 * (`Mui-focused`, `Mui-focusVisible`) and the page's own hover rules: what a person sees, in every
 * cell at once, with nothing actually holding focus or the pointer.
 */
export function ForcedState({
  state,
  target,
  children,
}: {
  state: Forced;
  /** A selector for the control, when it is not the first one (the number beside a country). */
  target?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    // The control shown in the state: it may change once (a part that loads when first shown takes
    // the first place), and the one before gives its look back.
    let forced: HTMLElement | null = null;
    const release = (control: HTMLElement) => {
      control.classList.remove(HOVER, 'Mui-focused', 'Mui-focusVisible');
      const label = control.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-root');
      label?.classList.remove('Mui-focused');
    };
    const apply = () => {
      const control = controlIn(root, target);
      if (!control) return;
      if (forced && forced !== control) release(forced);
      forced = control;
      if (state === 'hover') {
        if (!control.classList.contains(HOVER)) {
          copyHoverRules();
          control.classList.add(HOVER);
        }
        return;
      }
      if (control.matches('.MuiInputBase-root')) {
        give(control, 'Mui-focused');
        const field = control.closest('.MuiFormControl-root');
        give(field?.querySelector('.MuiFormLabel-root'), 'Mui-focused');
      } else {
        give(control, 'Mui-focusVisible');
      }
    };
    apply();
    // Again when React draws a part afresh: a new element, or a class list set anew (a label that
    // becomes "filled" once its field has read its value loses the class given to it).
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [state, target]);
  return <div ref={ref}>{children}</div>;
}
