import type { AvailableBlock, CallLanguage } from '../../core/types';

/**
 * What a block's card and configure dialog say of its language to a user whose call language it
 * does not speak ("English words: …"); nothing to one it speaks, or when the language is not known.
 */
export function languageNote(
  block: Pick<AvailableBlock, 'languages' | 'language_note'>,
  language: CallLanguage | undefined,
): string | null {
  if (!language || !block.languages || block.languages.includes(language)) return null;
  return block.language_note ?? null;
}
