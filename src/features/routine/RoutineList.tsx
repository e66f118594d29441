import { useState } from 'react';
import { Box, Typography } from '@mui/material';
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useAtomValue, useSetAtom } from 'jotai';
import { errorText } from '../../api/client';
import type { UserBlock } from '../../core/types';
import { errors, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { userBlocksAtom } from '../../state/dashboard';
import { moveBlockAtom, removeBlockAtom } from './actions';
import { ConfigureDialog } from './ConfigureDialog';
import { RoutineItem } from './RoutineItem';

/** 'Your Routine': the sortable list (dnd-kit; mouse and keyboard), configure and remove. */
export function RoutineList() {
  const blocks = useAtomValue(userBlocksAtom) ?? [];
  const move = useSetAtom(moveBlockAtom);
  const remove = useSetAtom(removeBlockAtom);
  const [configuring, setConfiguring] = useState<UserBlock | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.id === active.id);
    const to = blocks.findIndex((b) => b.id === over.id);
    move({ from, to }).then(
      (moved) => moved && notify.success(success.routineOrderUpdated),
      (error: unknown) => notify.error(errorText(error, errors.updateBlockOrder)),
    );
  };

  const onRemove = async (block: UserBlock) => {
    setBusyId(block.id);
    try {
      await remove(block.id);
      notify.success(success.blockRemoved);
    } catch (error) {
      notify.error(errorText(error, errors.removeBlock));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="routine-title">
      <Typography id="routine-title" variant="h5" component="h2" gutterBottom>
        Your Routine
      </Typography>
      {blocks.length === 0 ? (
        <Box
          sx={{
            p: 3,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary">
            Your routine is empty. Add blocks from Available Blocks to build your wake-up call.
          </Typography>
        </Box>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Routine blocks in call order">
              {blocks.map((block, index) => (
                <RoutineItem
                  key={block.id}
                  block={block}
                  position={index}
                  busy={busyId === block.id}
                  onConfigure={() => setConfiguring(block)}
                  onRemove={() => void onRemove(block)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {configuring && <ConfigureDialog block={configuring} onClose={() => setConfiguring(null)} />}
    </section>
  );
}
