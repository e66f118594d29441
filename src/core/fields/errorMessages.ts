/**
 * Human error texts for JSON Schema failures, shared by the form (RJSF) and the server (AJV), so both
 * say the same thing for the same rule. Never raw AJV text.
 */

export interface SchemaError {
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * What a phone field says when it holds more than a number's characters. A number that is not valid
 * gets its country's format instead (src/core/phone.ts `phoneHint`).
 */
export const PHONE_CHARACTERS = 'Use only digits, spaces and + ( ) . -';

/** Patterns whose meaning can be said plainly; anything else is "Invalid format". */
function patternMessage(pattern: string): string {
  const digits = /^\^\(?(?:\[0-9\]|\\d)\{(\d+)\}\)?\??\$$/.exec(pattern);
  if (digits) return `Must be ${digits[1]} digits`;
  if (pattern.includes('\\+[1-9]') || pattern.startsWith('^[0-9+() .-]')) return PHONE_CHARACTERS;
  if (pattern.startsWith('^([01]')) return 'Use a time like 07:30';
  if (pattern.startsWith('^\\d{4}-')) return 'Use a date like 2026-12-24';
  // schemas/one-line.schema.json
  if (pattern.startsWith('^[^\\u0000-'))
    return 'Must be one line, without control or invisible formatting characters';
  if (/^\^\(([a-z]+\|)+[a-z]+\)\$$/.test(pattern)) {
    return `Must be one of: ${pattern.slice(2, -2).split('|').join(', ')}`;
  }
  return 'Invalid format';
}

export function humanMessage({ keyword, params }: SchemaError): string {
  switch (keyword) {
    case 'required':
      return 'This field is required';
    case 'minLength':
      return Number(params.limit) <= 1
        ? 'This field is required'
        : `Must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'pattern':
      return patternMessage(String(params.pattern));
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? 'Must be a whole number'
        : 'Invalid value';
    case 'enum':
    case 'const':
      return 'Choose one of the options';
    case 'additionalProperties':
      return `Unknown field "${String(params.additionalProperty)}"`;
    default:
      return 'Invalid value';
  }
}
