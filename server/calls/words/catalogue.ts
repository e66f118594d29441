/**
 * The words calls say, one ICU MessageFormat catalogue per language (./messages/<language>.json),
 * formatted by intl-messageformat: plurals, selects, and numbers as the language writes them. Every
 * language has every message with the same placeholders (checked by tests/unit/calls/catalogue.test.ts).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { callLanguageSchema } from '../../../src/core/schemas.gen';
import type { CallLanguage } from '../../../src/core/types';
import en from './messages/en.json';
import fr from './messages/fr.json';
import es from './messages/es.json';
import de from './messages/de.json';
import ja from './messages/ja.json';
import zh from './messages/zh.json';

export type { CallLanguage } from '../../../src/core/types';

/** Every language a call can speak, English first. */
export const CALL_LANGUAGES: readonly CallLanguage[] = callLanguageSchema.enum;

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

/** The catalogues as written, by language. */
export const catalogues: Readonly<Record<CallLanguage, Catalogue>> = { en, fr, es, de, ja, zh };

export const isCallLanguage = (value: unknown): value is CallLanguage =>
  typeof value === 'string' && (CALL_LANGUAGES as readonly string[]).includes(value);

/** The call language of a browser locale ("fr-CA" → "fr", "zh-Hant-TW" → "zh"); English for any other. */
export function callLanguageOf(locale: string | null | undefined): CallLanguage {
  const primary = (locale ?? '').split('-')[0]?.toLowerCase();
  return isCallLanguage(primary) ? primary : 'en';
}

type Values = Record<string, string | number>;
const formats = new Map<string, IntlMessageFormat>();

/** One message of a language's catalogue with its values filled in. */
export function say(language: CallLanguage, id: MessageId, values: Values = {}): string {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogues[language][id], language);
    formats.set(key, format);
  }
  return String(format.format(values));
}
