/**
 * Human error texts for JSON Schema failures, shared by the form (RJSF) and the server (AJV), so both
 * say the same thing for the same rule. Never raw AJV text, and never a guess from a regex's source:
 * a block field's texts are its type's (`fieldErrorText` in ./fieldTypes.ts), a pattern's are those
 * the contract declares for it (./patternTexts.ts).
 */
import { patternText } from './patternTexts';

export { PHONE_CHARACTERS } from './patternTexts';

export interface SchemaError {
  keyword: string;
  params: Record<string, unknown>;
}

/** A failed keyword's text: the words, or words made from the AJV error's params. */
export type ErrorText = string | ((params: Record<string, unknown>) => string);

const limit = (params: Record<string, unknown>) => String(params.limit);

/** What each keyword says when nothing of its own is given for the rule (by AJV keyword). */
export const keywordTexts = {
  required: 'This field is required',
  minLength: (params) =>
    Number(params.limit) <= 1
      ? 'This field is required'
      : `Must be at least ${limit(params)} characters`,
  maxLength: (params) => `Must be at most ${limit(params)} characters`,
  minimum: (params) => `Must be at least ${limit(params)}`,
  maximum: (params) => `Must be at most ${limit(params)}`,
  pattern: (params) => patternText(String(params.pattern)),
  type: (params) =>
    params.type === 'integer' || params.type === 'number'
      ? 'Must be a whole number'
      : 'Invalid value',
  enum: 'Choose one of the options',
  const: 'Choose one of the options',
  additionalProperties: (params) => `Unknown field "${String(params.additionalProperty)}"`,
} satisfies Record<string, ErrorText>;

/** The generic text of a failed keyword (anything unknown is "Invalid value"). */
export function humanMessage({ keyword, params }: SchemaError): string {
  const texts: Readonly<Record<string, ErrorText>> = keywordTexts;
  const text = Object.hasOwn(texts, keyword) ? texts[keyword] : undefined;
  if (text === undefined) return 'Invalid value';
  return typeof text === 'string' ? text : text(params);
}
