/**
 * The shapes the API answers and accepts (SPEC §3 and §7), derived from the JSON Schemas in schemas/
 * (bundled into `schemas.gen.ts`) — never written by hand. The server suite validates every response
 * it sees against the same schemas, so a drift between these types and the wire fails a test.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type * as S from './schemas.gen';

type BlockFieldsPayload = FromSchema<typeof S.blockFieldsSchema>;

/** GET /api/call-blocks/user/{id}/config/ */
export type BlockConfig = BlockFieldsPayload;
/** One configuration field of a call block (`schema.fields[]`). */
export type BlockField = BlockConfig['schema']['fields'][number];
export type BlockSettings = BlockConfig['current_settings'];

/** An entry of GET /api/call-blocks/available/. `id` is the catalogue slug, e.g. "weather". */
export type AvailableBlock = FromSchema<typeof S.availableBlockSchema>;
/** An entry of the user's routine (GET /api/call-blocks/user/). */
export type UserBlock = FromSchema<typeof S.userBlockResponseSchema>;

export type Timezone = FromSchema<typeof S.timezoneSchema>;
/** A language calls speak ("en", "fr"…): schemas/call-language.schema.json. */
export type CallLanguage = FromSchema<typeof S.callLanguageSchema>;
type ProfileFields = FromSchema<typeof S.profileSchema>;
type ProfileFlags =
  'requires_email_verification' | 'requires_phone_verification' | 'pending_phone_number';
/** GET / PATCH /api/profile/: every field present (profile.response.schema.json), the flags optional. */
export type Profile = Required<Omit<ProfileFields, ProfileFlags>> &
  Pick<ProfileFields, ProfileFlags>;
/** PATCH /api/profile/ accepts the whole profile object, or part of it; email, phone_verified and supabase_uid are read-only. */
export type ProfileUpdate = Partial<ProfileFields>;

export type Integration = FromSchema<typeof S.integrationsResponseSchema>[number];

export type Schedule = FromSchema<typeof S.scheduleSchema>;

/** Every error answer (4xx/5xx): the message, and the fields at fault when there are some. */
export type ErrorResponse = FromSchema<typeof S.errorResponseSchema>;
/** One field at fault in an error answer, with the text to show under it. */
export type FieldError = NonNullable<ErrorResponse['errors']>[number];

/** A call recorded by the local phone line (GET /api/local/calls/, local mode only). */
export type LocalCall = FromSchema<typeof S.localCallSchema>;
/** Where a call is on the local line, and how it ended. */
export type LocalLineState = LocalCall['line'];
/** What the person does with a local call (POST /api/local/calls/:id/answer/). */
export type LocalCallAnswerBody = FromSchema<typeof S.localCallAnswerSchema>;
export type LocalCallAction = LocalCallAnswerBody['action'];

/** A recorded call with its attempts (GET /api/calls/). */
export type CallRecord = FromSchema<typeof S.callRecordSchema>;
export type BackupContact = FromSchema<typeof S.backupContactResponseSchema>;
export type CallAttempt = CallRecord['attempts'][number];
/** GET /api/calls/?page=&per_page=: one page of the caller's calls, newest first. */
export type CallsPage = FromSchema<typeof S.callsResponseSchema>;
/** GET /api/calls/next/: the next wake-up call, or why none is due. */
export type NextCall = FromSchema<typeof S.callsNextResponseSchema>;
export type NextCallReason = NonNullable<NextCall['reason']>;
/** POST /api/calls/preview/: the next call's words and audio as the routine stands. */
export type CallPreview = FromSchema<typeof S.callsPreviewResponseSchema>;
