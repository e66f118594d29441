/**
 * People's names as their owners write them. Chinese, Japanese and Korean names are written family
 * name first ("田中 由紀"): registration keeps 由紀 as the first name and 田中 as the last, and a call
 * greets the whole name in its owner's order, not the family name alone.
 */
export const FAMILY_FIRST =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The name a call greets: "Ada" for Ada Lovelace, "田中 由紀" for 田中 由紀. */
export function greetingName(first: string, last: string): string {
  return FAMILY_FIRST.test(`${first}${last}`) ? `${last} ${first}`.trim() : first;
}
