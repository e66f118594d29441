/** What an error says, for a log line or a stored reason: its message, or the thrown value as text. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
