/**
 * The routine (SPEC §4 "Routine"): the available blocks and the user's blocks in call order, and the
 * writes on them — add, remove, reorder (optimistic, rolled back on failure), save a block's settings.
 */
import { atom, type Getter, type Setter } from 'jotai';
import { api } from '../api/endpoints';
import type { AvailableBlock, UserBlock } from '../core/types';
import { errors } from '../core/messages';
import { missingSetting, settingsSummary } from '../core/fields/settingsSummary';
import { activeProvidersAtom, integrationsAtom } from './integrations';
import { defineQuery, fetchQuery, putQuery, type Query } from './query';
import { Refusal } from './refusal';

const byOrder = (blocks: UserBlock[]) => [...blocks].sort((a, b) => a.order - b.order);
const renumbered = (blocks: UserBlock[]) => blocks.map((b, order) => ({ ...b, order }));

// The block grid, the routine list and the configure dialog share them; the dashboard's load asks.
export const availableBlocksQuery = defineQuery(
  'getAvailableBlocks',
  () => api.getAvailableBlocks(),
  { askOnMount: false },
);
/** The routine, sorted by `order` where it enters the cache. */
export const userBlocksQuery: Query<UserBlock[]> = defineQuery(
  'getUserBlocks',
  () => api.getUserBlocks().then(byOrder),
  { askOnMount: false },
);

export const availableBlocksAtom = availableBlocksQuery.data;
/** The routine, always sorted by `order`. */
export const userBlocksAtom = userBlocksQuery.data;

/** Writes the routine as a write's answer left it. */
export const setBlocks = (get: Getter, set: Setter, blocks: UserBlock[]) =>
  putQuery(get, set, userBlocksQuery, blocks);

/** The provider of an available block (the spec's two readings: integration_type or required_integration). */
export const blockProvider = (block: AvailableBlock): string | null =>
  block.integration_type ?? block.required_integration ?? null;

/** Fetches the available blocks and the user's blocks together. */
export const loadRoutineAtom = atom(null, async (get, set) => {
  await Promise.all([
    fetchQuery(get, set, availableBlocksQuery, { fresh: true }),
    fetchQuery(get, set, userBlocksQuery, { fresh: true }),
  ]);
});

/** Adding a block whose integration is not active (SPEC §5): the spec's text, no call made. */
export class IntegrationRequiredError extends Refusal {}

/** Appends a block at order = the routine's length; refused while its integration is not active. */
export const addBlockAtom = atom(null, async (get, set, block: AvailableBlock) => {
  const provider = blockProvider(block);
  if (block.requires_integration && provider && !get(activeProvidersAtom).has(provider)) {
    throw new IntegrationRequiredError(errors.blockRequiresIntegration(provider));
  }
  // No settings sent: the server starts the block with its defaults and the user's own place.
  const created = await api.addUserBlock({
    block: block.id,
    order: (get(userBlocksAtom) ?? []).length,
  });
  setBlocks(get, set, byOrder([...(get(userBlocksAtom) ?? []), created]));
  return created;
});

/** A removed block and where it stood: what Undo puts back. */
export interface RemovedBlock {
  block: UserBlock;
  position: number;
}

/** Removes a block; resolves with it and its position, for Undo. */
export const removeBlockAtom = atom(null, async (get, set, id: number): Promise<RemovedBlock> => {
  const before = get(userBlocksAtom) ?? [];
  const position = before.findIndex((b) => b.id === id);
  await api.removeUserBlock(id);
  setBlocks(get, set, renumbered((get(userBlocksAtom) ?? []).filter((b) => b.id !== id)));
  return { block: before[position] as UserBlock, position };
});

/**
 * Undo of a removal: the block is added again with its settings (at the end, the only place the API
 * adds to), then moved back to where it stood. Resolves with the new entry.
 */
export const restoreBlockAtom = atom(null, async (get, set, removed: RemovedBlock) => {
  const { block, position } = removed;
  const created = await api.addUserBlock({
    block: block.block,
    settings: block.settings,
    order: (get(userBlocksAtom) ?? []).length,
  });
  const appended = byOrder([...(get(userBlocksAtom) ?? []), created]);
  setBlocks(get, set, appended);
  const at = Math.min(Math.max(position, 0), appended.length - 1);
  if (at !== appended.length - 1) await set(moveBlockAtom, { from: appended.length - 1, to: at });
  return created;
});

/** One routine entry's notes: its settings in one line and, when its integration is off, which one. */
export interface EntryNotes {
  summary: string;
  /** The provider the block needs and the user has not connected (null when fine or unknown yet). */
  disconnected: string | null;
  /** What its settings lack before its call can say it (a place not chosen), or null. */
  missing: string | null;
}

/** The notes of every routine entry, by its id. Derived from the catalogue's fields and the integrations. */
export const routineNotesAtom = atom((get) => {
  const fieldsOf = new Map((get(availableBlocksAtom) ?? []).map((b) => [b.id, b.fields ?? []]));
  const integrations = get(integrationsAtom);
  const active = get(activeProvidersAtom);
  const notes = new Map<number, EntryNotes>();
  for (const block of get(userBlocksAtom) ?? []) {
    const provider = block.required_integration;
    notes.set(block.id, {
      summary: settingsSummary(fieldsOf.get(block.block) ?? [], block.settings),
      missing: missingSetting(fieldsOf.get(block.block) ?? [], block.settings),
      disconnected: integrations && provider && !active.has(provider) ? provider : null,
    });
  }
  return notes;
});

/** The routine's blocks that need a provider (what disconnecting it would skip). */
export const blocksNeedingAtom = atom(
  (get) => (provider: string) =>
    (get(userBlocksAtom) ?? []).filter((b) => b.required_integration === provider),
);

/**
 * `items` with the one at `from` moved to `to`: dnd-kit's arrayMove, kept here so the dashboard shell,
 * which imports this module, does not load dnd-kit on screens without drag and drop.
 */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Moves a block; does nothing when dropped on itself. Resolves true when the server took the new order. */
export const moveBlockAtom = atom(null, async (get, set, move: { from: number; to: number }) => {
  if (move.from === move.to) return false;
  const before = get(userBlocksAtom) ?? [];
  const after = renumbered(moved(before, move.from, move.to));
  setBlocks(get, set, after);
  try {
    await api.reorderUserBlocks(after.map((b) => ({ id: b.id, order: b.order })));
    return true;
  } catch (error) {
    setBlocks(get, set, before);
    throw error;
  }
});
