/**
 * The routine list's drag and drop (dnd-kit; mouse and keyboard), loaded once the list is on screen
 * (RoutineList): the list shows and takes clicks without it, and dnd-kit's 14 kB (brotli) are not on
 * the routine's way to usable. It renders the same list, each entry given its drag bindings.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DRAG_ANIMATION_MS } from '../../core/constants';
import type { EntryDrag } from './RoutineItem';

export interface SortableRoutineProps {
  /** The entries' ids in call order. */
  ids: number[];
  /** Their names, in the same order: what a screen reader hears while one is dragged. */
  names: string[];
  /** An entry dropped elsewhere: from and to, as indexes in `ids`. */
  onMove: (from: number, to: number) => void;
  /** The list, each entry rendered by `entry` with its drag bindings. */
  children: (entry: (id: number, render: (drag: EntryDrag) => ReactNode) => ReactNode) => ReactNode;
  /** Called once the sortable list has replaced the plain one (before paint). */
  onShown: () => void;
}

function SortableEntry({ id, render }: { id: number; render: (drag: EntryDrag) => ReactNode }) {
  const sortable = useSortable({
    id,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' },
  });
  return render({
    setNodeRef: sortable.setNodeRef,
    setActivatorNodeRef: sortable.setActivatorNodeRef,
    attributes: sortable.attributes,
    listeners: sortable.listeners,
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    isDragging: sortable.isDragging,
  });
}

const entry = (id: number, render: (drag: EntryDrag) => ReactNode) => (
  <SortableEntry key={id} id={id} render={render} />
);

/** What the handles' description says (the KeyboardSensor's keys: Space or Enter, arrows, Escape). */
const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a block, press Space or Enter. Use the up and down arrow keys to move it. ' +
    'Press Space or Enter again to drop it in its new place, or Escape to cancel.',
};

/**
 * The live region's words during a drag, by the block's name and place ("Weather", "2 of 3"). The
 * first "over" of a drag is the picked-up block itself, right after the pickup: it is not said, so
 * "Picked up …" is not replaced before it is heard.
 */
function useAnnouncements(ids: number[], names: string[]): Announcements {
  const pickedUp = useRef(false);
  const name = (id: UniqueIdentifier) => names[ids.indexOf(Number(id))] ?? 'The block';
  const place = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return `Picked up ${name(active.id)}. It is at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = pickedUp.current;
      pickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${name(active.id)} was moved to ${place(over.id)}.`
        : `${name(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at ${place(over.id)}.`
        : `${name(active.id)} was dropped outside the list and stays at ${place(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving ${name(active.id)} was cancelled. It is back at ${place(active.id)}.`,
  };
}

export default function SortableRoutine({
  ids,
  names,
  onMove,
  children,
  onShown,
}: SortableRoutineProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useAnnouncements(ids, names);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it has replaced the plain list
  useLayoutEffect(onShown, []);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: instructions,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children(entry)}
      </SortableContext>
    </DndContext>
  );
}
