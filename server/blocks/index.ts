/**
 * The block registry: every folder of server/blocks/ is one call block — `block.json` (its catalogue
 * entry) and `speak.ts` (its words). Found on disk, so adding a block is one new folder and its test.
 * `default_settings` is derived from the fields' defaults, never written twice.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultSettings } from '../../src/core/fields/settingsSchema';
import type { BlockSettings } from '../../src/core/types';
import type { BlockSpeaker, CatalogueEntry } from './types';

export type { BlockSpeaker, CatalogueEntry, SpeakContext } from './types';
export type {
  CalendarEvent,
  CalendarSource,
  Forecast,
  LocalDay,
  ScriptSources,
  WeatherSource,
} from './sources';

export interface RegisteredBlock extends CatalogueEntry, BlockSpeaker {
  default_settings: BlockSettings;
}

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The folders of server/blocks/ (one per block). */
export function blockFolders(): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** A folder's catalogue entry, or null when it has none. */
export function readEntry(folder: string): CatalogueEntry | null {
  const file = path.join(dir, folder, 'block.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CatalogueEntry) : null;
}

async function load(folder: string): Promise<RegisteredBlock> {
  const entry = readEntry(folder);
  if (!entry) throw new Error(`server/blocks/${folder} has no block.json`);
  if (entry.id !== folder)
    throw new Error(`server/blocks/${folder}/block.json has id "${entry.id}", not "${folder}"`);
  const speakFile = path.join(dir, folder, 'speak.ts');
  if (!existsSync(speakFile)) throw new Error(`server/blocks/${folder} has no speak.ts`);
  const { speaker } = (await import(pathToFileURL(speakFile).href)) as { speaker?: BlockSpeaker };
  if (!speaker) throw new Error(`server/blocks/${folder}/speak.ts exports no speaker`);
  return { ...entry, ...speaker, default_settings: defaultSettings(entry.fields) };
}

/** Every registered block, in catalogue order. */
export const blocks: readonly RegisteredBlock[] = (
  await Promise.all(blockFolders().map(load))
).sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

const byId = new Map(blocks.map((b) => [b.id, b]));
export const blockById = (id: string): RegisteredBlock | null => byId.get(id) ?? null;
