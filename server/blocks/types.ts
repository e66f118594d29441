/** What a call block is: its catalogue entry (block.json) and the code that turns its settings into words. */
import type { BlockField, BlockSettings } from '../../src/core/types';
import type { LocalDay, ScriptSources } from '../calls/content';

/** A block's catalogue entry as written in `server/blocks/<id>/block.json`. */
export interface CatalogueEntry {
  id: string;
  /** Where the block appears in the catalogue (ascending). */
  position: number;
  name: string;
  description: string;
  icon: string;
  requires_integration: boolean;
  integration_type: string | null;
  fields: BlockField[];
}

/** What a block may read while speaking: the call's user and day, and the outside data sources. */
export interface SpeakContext extends ScriptSources {
  userId: string;
  /** The instant the call is for. */
  date: Date;
  /** That instant's day on the user's calendar, in the schedule's zone. */
  day: LocalDay;
  /** Whether the user's integration with this provider is active. */
  isConnected(provider: string): boolean;
}

/** A block's words for one call; it may throw when its source fails (the call then says `fallback`). */
export interface BlockSpeaker {
  speak(settings: BlockSettings, context: SpeakContext): Promise<string> | string;
  /** Said instead when `speak` fails, so the call still goes out. */
  fallback: string;
}
