/** The typed calls of SPEC §7, one function each, all through `request`. */
import { request } from './client';
import type {
  AddUserBlockBody,
  AvailableBlock,
  BlockConfig,
  BlockSettings,
  CallPreview,
  CallsPage,
  ConnectResponse,
  Integration,
  LocalCall,
  LocalCallAction,
  MessageResponse,
  NextCall,
  Profile,
  ProfileUpdate,
  RegisterBody,
  RegisterResponse,
  ReorderBody,
  Schedule,
  SendPhoneVerificationBody,
  UserBlock,
  VerifyPhoneBody,
  VoicePreviewBody,
} from '../core/types';

export const api = {
  getProfile: () => request<Profile>('GET', '/api/profile/'),
  updateProfile: (profile: ProfileUpdate) => request<Profile>('PATCH', '/api/profile/', profile),

  getAvailableBlocks: () => request<AvailableBlock[]>('GET', '/api/call-blocks/available/'),
  getUserBlocks: () => request<UserBlock[]>('GET', '/api/call-blocks/user/'),
  addUserBlock: (body: AddUserBlockBody) =>
    request<UserBlock>('POST', '/api/call-blocks/user/', body),
  reorderUserBlocks: (order: ReorderBody) =>
    request<UserBlock[]>('PATCH', '/api/call-blocks/user/', order),
  updateBlockSettings: (id: number, settings: BlockSettings) =>
    request<UserBlock>('PATCH', `/api/call-blocks/user/${id}/`, { settings }),
  removeUserBlock: (id: number) => request<void>('DELETE', `/api/call-blocks/user/${id}/`),
  getBlockConfig: (id: number) =>
    request<BlockConfig>('GET', `/api/call-blocks/user/${id}/config/`),

  getSchedule: () => request<Schedule>('GET', '/api/call-blocks/schedule/'),
  saveSchedule: (schedule: Schedule) =>
    request<Schedule>('PUT', '/api/call-blocks/schedule/', schedule),

  getIntegrations: () => request<Integration[]>('GET', '/api/integrations/'),
  connectIntegration: (provider: string) =>
    request<ConnectResponse>('POST', `/api/integrations/${encodeURIComponent(provider)}/connect/`),
  disconnectIntegration: (provider: string) =>
    request<void>('DELETE', `/api/integrations/${encodeURIComponent(provider)}/`),

  testCall: () => request<MessageResponse>('POST', '/api/call-blocks/test-call/'),
  voicePreview: (body: VoicePreviewBody) =>
    request<Blob>('POST', '/api/voice/preview/', body, { blob: true }),

  getCalls: (page: number, perPage: number) =>
    request<CallsPage>('GET', `/api/calls/?page=${page}&per_page=${perPage}`),
  getNextCall: () => request<NextCall>('GET', '/api/calls/next/'),
  previewCall: () => request<CallPreview>('POST', '/api/calls/preview/'),

  /** Local mode only: the local phone line's calls (words in full), and answering one. */
  getLocalCalls: () => request<LocalCall[]>('GET', '/api/local/calls/'),
  answerLocalCall: (id: number, action: LocalCallAction) =>
    request<LocalCall>('POST', `/api/local/calls/${id}/answer/`, { action }),

  sendPhoneVerification: (body: SendPhoneVerificationBody) =>
    request<MessageResponse>('POST', '/api/users/send-phone-verification/', body, {
      anonymous: true,
    }),
  verifyPhone: (body: VerifyPhoneBody) =>
    request<MessageResponse>('POST', '/api/users/verify-phone/', body),
  register: (body: RegisterBody) => request<RegisterResponse>('POST', '/api/users/register/', body),
};
