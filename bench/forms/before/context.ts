import type { Integration } from '../../../src/core/types';

/** What forms receive from the app through RJSF's `formContext`. */
export interface FormsContext {
  /** The user's integrations, for integration fields (Connected / Connect). */
  integrations?: Integration[] | null;
  /** Starts connecting a provider (the integration widget's Connect button). */
  onConnectIntegration?: (provider: string) => void;
}
