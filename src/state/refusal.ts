/**
 * An action that refuses before calling the API (SPEC §5's client-side rules) throws a `Refusal`: its
 * message is already the spec's text, shown as it is rather than through the error-text rule.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}
