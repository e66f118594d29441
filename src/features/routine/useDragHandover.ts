import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type RefObject,
} from 'react';
import type { SortableRoutineProps } from './SortableRoutine';

type Sortable = ComponentType<SortableRoutineProps>;
/** Once loaded (for this page's life), a list shown again is sortable from its first render. */
let loadedSortable: Sortable | null = null;

/** Loads drag and drop, once: a list shown after it has arrived is sortable from its first render. */
export function loadSortable(): Promise<Sortable> {
  return import('./SortableRoutine').then(({ default: loaded }) => (loadedSortable = loaded));
}

/** The keyboard drag's start key, as dnd-kit's KeyboardSensor reads it. */
const SPACE = { key: ' ', code: 'Space', bubbles: true, cancelable: true } as const;

/**
 * Drag and drop for the routine list, loaded once the list is on screen (SortableRoutine.tsx). When
 * it arrives the sortable list replaces the plain one (new elements, the same look), so the handover
 * keeps what the user is doing: it waits for a press in the list to end (its click is not lost), the
 * control that had the focus gets it back, and a drag asked for meanwhile (Space or Enter on a handle)
 * starts on that handle. `section` holds the list; its focus and pointer events feed this.
 */
export function useDragHandover(section: RefObject<HTMLElement | null>) {
  const [Sortable, setSortable] = useState<Sortable | null>(() => loadedSortable);
  const focused = useRef<string | null>(null);
  const asked = useRef<string | null>(null);
  const pressing = useRef(false);
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (loadedSortable) return;
    let live = true;
    void loadSortable().then((loaded) => {
      const swap = () => live && setSortable(() => loaded);
      if (pressing.current) waiting.current = swap;
      else swap();
    });
    return () => {
      live = false;
    };
  }, []);

  const onFocus = useCallback((event: FocusEvent) => {
    focused.current = event.target.getAttribute('aria-label');
  }, []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  }, []);
  /** A press in the list: the swap waits until it has ended and its click has been handled. */
  const onPointerDown = useCallback(() => {
    if (pressing.current) return;
    pressing.current = true;
    const end = () => {
      window.removeEventListener('pointerup', end, true);
      window.removeEventListener('pointercancel', end, true);
      setTimeout(() => {
        pressing.current = false;
        waiting.current?.();
        waiting.current = null;
      });
    };
    window.addEventListener('pointerup', end, true);
    window.addEventListener('pointercancel', end, true);
  }, []);

  /** A drag asked for on `name`'s handle before drag and drop has loaded. */
  const earlyDrag = useCallback((name: string) => {
    asked.current = `Drag to reorder ${name}`;
  }, []);

  /** The sortable list is in place (before paint): focus back, and the drag asked for started. */
  const shown = useCallback(() => {
    const find = (label: string | null) =>
      label
        ? section.current?.querySelector<HTMLElement>(
            `[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`,
          )
        : null;
    if (!section.current?.contains(document.activeElement)) find(focused.current)?.focus();
    const handle = find(asked.current);
    asked.current = null;
    if (handle && handle === document.activeElement)
      handle.dispatchEvent(new KeyboardEvent('keydown', SPACE));
  }, [section]);

  return { Sortable, onFocus, onBlur, onPointerDown, earlyDrag, shown };
}
