/** What a call block is: its catalogue entry (block.json) and the code that turns its settings into words. */
import type { Place } from '../../src/core/places';
import type { BlockField, BlockSettings } from '../../src/core/types';
import type { CallLanguage, MessageId } from '../calls/words';
import type { LocalDay, ScriptSources } from './sources';

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
  /**
   * The languages the block's words exist in; absent: every call language. In a call of another
   * language it speaks the first, announced ("Now in English."), as its card and dialog say.
   */
  languages?: CallLanguage[];
  /** What its card and configure dialog say of its language, when it speaks only some. */
  language_note?: string;
  /** Whose data the block speaks, as their licence asks to say it (Open-Meteo's CC BY 4.0). */
  credit?: { text: string; url: string };
  fields: BlockField[];
}

/** What a block may read while speaking: the call's user and day, and the outside data sources. */
export interface SpeakContext extends ScriptSources {
  userId: string;
  /** The instant the call is for. */
  date: Date;
  /** That instant's day on the user's calendar, in the schedule's zone. */
  day: LocalDay;
  /** The language the block speaks in this call (the call's, or its own first one). */
  language: CallLanguage;
  /**
   * The locale its dates and times are written in: the profile's when it is of that language
   * ("en-GB": "07:05"), else the language's.
   */
  locale: string;
  /** Whether the user's integration with this provider is active. */
  isConnected(provider: string): boolean;
}

/** A block's words for one call; it may throw when its source fails (the call then says `fallback`). */
export interface BlockSpeaker {
  speak(settings: BlockSettings, context: SpeakContext): Promise<string> | string;
  /** Said instead when `speak` fails, so the call still goes out: its message in the call's language. */
  fallback: MessageId;
  /** Settings a new block of this kind takes from the user's own place (./startingSettings.ts). */
  startsAt?(home: Place): BlockSettings;
}
