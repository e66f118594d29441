/** The routine's write actions: each calls the API and updates the atoms (reorder optimistically, rolled back on failure). */
import { atom } from 'jotai';
import { arrayMove } from '@dnd-kit/sortable';
import { api } from '../../api/endpoints';
import type { AvailableBlock, BlockSettings } from '../../core/types';
import { errors } from '../../core/messages';
import {
  activeProvidersAtom,
  blockProvider,
  setUserBlocksAtom,
  userBlocksAtom,
} from '../../state/dashboard';

export class IntegrationRequiredError extends Error {}

export const addBlockAtom = atom(null, async (get, set, block: AvailableBlock) => {
  const provider = blockProvider(block);
  if (block.requires_integration && provider && !get(activeProvidersAtom).has(provider)) {
    throw new IntegrationRequiredError(errors.blockRequiresIntegration(provider));
  }
  const current = get(userBlocksAtom) ?? [];
  const created = await api.addUserBlock({
    block: block.id,
    settings: block.default_settings,
    order: current.length,
  });
  set(setUserBlocksAtom, [...(get(userBlocksAtom) ?? []), created]);
  return created;
});

export const removeBlockAtom = atom(null, async (get, set, id: number) => {
  await api.removeUserBlock(id);
  const left = (get(userBlocksAtom) ?? []).filter((b) => b.id !== id);
  set(
    setUserBlocksAtom,
    left.map((b, order) => ({ ...b, order })),
  );
});

/** Moves a block; does nothing when dropped on itself. Resolves true when the server took the new order. */
export const moveBlockAtom = atom(null, async (get, set, move: { from: number; to: number }) => {
  if (move.from === move.to) return false;
  const before = get(userBlocksAtom) ?? [];
  const after = arrayMove(before, move.from, move.to).map((b, order) => ({ ...b, order }));
  set(setUserBlocksAtom, after);
  try {
    await api.reorderUserBlocks(after.map((b) => ({ id: b.id, order: b.order })));
    return true;
  } catch (error) {
    set(setUserBlocksAtom, before);
    throw error;
  }
});

export const saveBlockSettingsAtom = atom(
  null,
  async (get, set, change: { id: number; settings: BlockSettings }) => {
    const updated = await api.updateBlockSettings(change.id, change.settings);
    set(
      setUserBlocksAtom,
      (get(userBlocksAtom) ?? []).map((b) =>
        b.id === change.id ? { ...b, settings: updated.settings } : b,
      ),
    );
  },
);
