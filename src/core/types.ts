/**
 * The shapes the API answers and accepts (SPEC §3 and §7), mirroring the JSON Schemas in schemas/.
 * Server tests check real responses against those schemas, so these types and the wire agree.
 */
import type { Timezone } from './constants';
import type { ProviderKey } from './providers';

export type FieldType = 'integration' | 'toggle' | 'number' | 'text';

export interface FieldValidation {
  min_value?: number;
  max_value?: number;
  max_length?: number;
  pattern?: string;
}

/** One configuration field of a call block (`schema.fields[]`). */
export interface BlockField {
  key: string;
  label: string;
  type: FieldType;
  integration_type?: string | null;
  default_value?: string | number | boolean | null;
  required?: boolean;
  description?: string | null;
  validation?: FieldValidation | null;
}

export type BlockSettings = Record<string, string | number | boolean | null>;

/** GET /api/call-blocks/user/{id}/config/ */
export interface BlockConfig {
  schema: { fields: BlockField[] };
  current_settings: BlockSettings;
}

/** An entry of GET /api/call-blocks/available/. `id` is the catalogue slug, e.g. "weather". */
export interface AvailableBlock {
  id: string;
  name: string;
  description: string;
  /** A Material icon name in snake_case (e.g. "wb_sunny"); unknown or empty shows a square. */
  icon: string;
  requires_integration: boolean;
  integration_type: string | null;
  /** Another reading of the spec names the provider field this way; the client accepts both. */
  required_integration?: string | null;
  default_settings: BlockSettings;
}

/** An entry of the user's routine (GET /api/call-blocks/user/). */
export interface UserBlock {
  id: number;
  block: string;
  block_details: AvailableBlock;
  name: string;
  description: string;
  icon: string;
  settings: BlockSettings;
  order: number;
  is_enabled: boolean;
  required_integration: string | null;
}

/** POST /api/call-blocks/user/ */
export interface AddUserBlockBody {
  block: string;
  settings: BlockSettings;
  order: number;
}

/** PATCH /api/call-blocks/user/ (reorder): the whole list. */
export type ReorderBody = { id: number; order: number }[];

export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  phone_verified: boolean;
  zip_code: string;
  timezone: Timezone;
  supabase_uid: string;
  requires_email_verification?: boolean;
  requires_phone_verification?: boolean;
}

/** PATCH /api/profile/ accepts the whole profile object; email, phone_verified and supabase_uid are read-only. */
export type ProfileUpdate = Partial<
  Omit<Profile, 'requires_email_verification' | 'requires_phone_verification'>
>;

export type IntegrationProvider = ProviderKey;

export interface Integration {
  provider: IntegrationProvider;
  is_active: boolean;
  last_sync: string | null;
}

export interface ConnectResponse {
  authorization_url: string;
}

export interface Schedule {
  enabled: boolean;
  /** HH:MM, 24-hour. */
  call_time: string;
  /** Sorted comma-separated day numbers, 1 = Monday … 7 = Sunday, e.g. "1,2,3,4,5". */
  weekdays: string;
  timezone: Timezone;
  voice_id: string;
}

export interface RegisterBody {
  supabase_uid: string;
  email: string;
  name: string;
  auth_provider: string;
  oauth_credentials: { provider_token?: string | null; provider_refresh_token?: string | null };
}

export interface RegisterResponse {
  requires_phone_verification: boolean;
  created: boolean;
}

export interface SendPhoneVerificationBody {
  phone_number: string;
  supabase_uid: string;
}

export interface VerifyPhoneBody {
  code: string;
  supabase_uid: string;
}

export interface MessageResponse {
  message: string;
}

export interface VoicePreviewBody {
  voice_id: string;
  text: string;
}

/** A call recorded by the local phone line (GET /api/local/calls/, local mode only). */
export interface LocalCall {
  id: number;
  to: string;
  kind: 'verification' | 'test' | 'wakeup';
  text: string;
  created_at: string;
}

/** Every error answer: `{ "message": "..." }` with a 4xx/5xx status. */
export interface ErrorResponse {
  message: string;
}
