/** Business constants and limits of SPEC §9. */
import { timezoneSchema } from './schemas.gen';

/**
 * The local phone page's path (local mode): the SPA's route, and where the server's messages send a
 * person. Here, not in ./localPhone.ts, so the router that every page loads does not carry the page's rules.
 */
export const LOCAL_PHONE_PATH = '/local/phone';
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_BANNER_MS = 30_000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const PREMIUM_PRICE_PER_YEAR = 49;
export const BLOCK_DESCRIPTION_LINES = 2;
/** The app's font stack (CSS), for the theme and the pages the server writes itself. */
export const APP_FONT_FAMILY = '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Sidebar width: 64 units of 4 px (the spec's scale) = 256 px. */
export const SIDEBAR_WIDTH_PX = 64 * 4;
export const DRAG_ANIMATION_MS = 200;
/** How long a toast offers Undo (issue 11: 5 s). */
export const UNDO_MS = 5000;
/** The least width and height of a touch target: a button easy to hit on a phone (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;

export const SCHEDULE_DEFAULTS = {
  enabled: true,
  call_time: '08:00',
  weekdays: '1,2,3,4,5',
  voice_id: '21m00Tcm4TlvDq8ikWAM',
  /** Press 1 to confirm you're awake, or we call again after this many minutes… */
  snooze_minutes: 5,
  /** …up to this many attempts in all. */
  max_attempts: 3,
} as const;

export interface VoiceOption {
  id: string;
  name: string;
  description: string;
}

/** Built-in voices: the voice provider's premade ids (DESIGN "Settled readings"). */
export const BUILT_IN_VOICES: readonly VoiceOption[] = [
  { id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', description: 'warm, professional female' },
  { id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', description: 'clear, authoritative male' },
  { id: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', description: 'friendly, energetic female' },
  { id: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli', description: 'soft, gentle female' },
];
export const CUSTOM_VOICE_LABEL = 'Custom Voice';

/**
 * supabase-js's margin (its EXPIRY_MARGIN_MS): a stored session with less time left is refreshed
 * before use, so neither the app (src/auth/storedSession.ts) nor the shell (src/api/early.ts) sends it.
 */
export const SESSION_EXPIRY_MARGIN_MS = 90_000;

export const PREVIEW_SAMPLE_TEXT = 'Good morning! Time to start your day with energy and purpose.';

/** The 12 timezones of SPEC §9, in the spec's order (from schemas/timezone.schema.json). */
export const TIMEZONES = timezoneSchema.enum;
export type { Timezone } from './types';

/** Weekday numbers: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 7, short: 'Sun', name: 'Sunday' },
] as const;

/** How long a call rings before it counts as not answered: below typical voicemail pickup (25–30 s). */
export const RING_SECONDS = 20;
