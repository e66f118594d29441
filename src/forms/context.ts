import type { Integration } from '../core/types';

/** What forms receive from the app through RJSF's `formContext`. */
export interface FormsContext {
  /** The user's integrations, for integration fields (Connected / Connect). */
  integrations?: Integration[] | null;
  /** Starts connecting a provider (the integration widget's Connect button). */
  onConnectIntegration?: (provider: string) => void;
  /**
   * Renders the root through RJSF's own ObjectField even when the layer could render it (a flat
   * object). The same form either way: the guard test renders every form both ways and compares, so
   * an RJSF upgrade that breaks the layer's fast root fails a test; also the switch to fall back on.
   */
  stockRoot?: boolean;
}
