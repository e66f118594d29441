/** The words calls say, in the user's call language: one ICU catalogue per language. */
export {
  CALL_LANGUAGES,
  callLanguageOf,
  catalogues,
  isCallLanguage,
  say,
  type CallLanguage,
  type Catalogue,
  type MessageId,
} from './catalogue';
export {
  attemptOpening,
  attemptScript,
  awakeReply,
  keysPrompt,
  noKeyEnding,
  noSnoozeLeft,
  snoozeReply,
} from './prompts';
export {
  capitalised,
  dayText,
  digitsText,
  languageName,
  listText,
  sentences,
  speedText,
  temperatureText,
  timeText,
  writingLocale,
} from './words';
