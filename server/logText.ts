/**
 * Text from outside (what a user typed, a request's path) as it may appear in a log line: every
 * control, format and line or paragraph separator character is written as its `\uXXXX` escape, so it
 * can neither start a forged line nor drive the terminal that shows the log.
 */
export const logText = (text: string): string =>
  text.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
