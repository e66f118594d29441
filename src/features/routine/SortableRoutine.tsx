/**
 * The routine list's drag and drop (dnd-kit; mouse and keyboard), loaded once the list is on screen
 * (RoutineList): the list shows and takes clicks without it, and dnd-kit's 14 kB (brotli) are not on
 * the routine's way to usable. It renders the same list, each entry given its drag bindings.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
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

export default function SortableRoutine({ ids, onMove, children, onShown }: SortableRoutineProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it has replaced the plain list
  useLayoutEffect(onShown, []);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children(entry)}
      </SortableContext>
    </DndContext>
  );
}
