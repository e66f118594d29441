/**
 * The typed calls of SPEC §7, one function each, all through `call`: route names of the route table
 * (src/core/routes.ts), which gives each its method, path, body and answer type.
 */
import { call } from './client';
import type { BodyOf } from '../core/routes';
import type { BlockSettings, LocalCallAction } from '../core/types';

export const api = {
  getProfile: () => call('getProfile'),
  updateProfile: (profile: BodyOf<'updateProfile'>) => call('updateProfile', { body: profile }),

  getBackupContact: () => call('getBackupContact'),
  putBackupContact: (body: BodyOf<'putBackupContact'>) => call('putBackupContact', { body }),
  deleteBackupContact: () => call('deleteBackupContact'),

  getAvailableBlocks: () => call('getAvailableBlocks'),
  getUserBlocks: () => call('getUserBlocks'),
  addUserBlock: (body: BodyOf<'addUserBlock'>) => call('addUserBlock', { body }),
  reorderUserBlocks: (order: BodyOf<'reorderUserBlocks'>) =>
    call('reorderUserBlocks', { body: order }),
  updateBlockSettings: (id: number, settings: BlockSettings) =>
    call('updateBlockSettings', { params: { id }, body: { settings } }),
  removeUserBlock: (id: number) => call('removeUserBlock', { params: { id } }),
  getBlockConfig: (id: number) => call('getBlockConfig', { params: { id } }),

  getSchedule: () => call('getSchedule'),
  saveSchedule: (schedule: BodyOf<'saveSchedule'>) => call('saveSchedule', { body: schedule }),

  getIntegrations: () => call('getIntegrations'),
  /** `back`: the dashboard screen the consent page returns to ('routine'). */
  connectIntegration: (provider: string, back?: string) =>
    call('connectIntegration', { params: { provider }, ...(back ? { query: { back } } : {}) }),
  disconnectIntegration: (provider: string) =>
    call('disconnectIntegration', { params: { provider } }),

  /** Places by city name or postcode, best first. */
  searchPlaces: (q: string, country?: string) =>
    call('searchPlaces', { query: { q, ...(country ? { country } : {}) } }),

  testCall: () => call('testCall'),
  voicePreview: (body: BodyOf<'voicePreview'>) => call('voicePreview', { body }),

  getCalls: (page: number, perPage: number) =>
    call('getCalls', { query: { page, per_page: perPage } }),
  getNextCall: () => call('getNextCall'),
  previewCall: () => call('previewCall'),

  /** Local mode only: the local phone line's calls (words in full), and answering one. */
  getLocalCalls: () => call('getLocalCalls'),
  answerLocalCall: (id: number, action: LocalCallAction) =>
    call('answerLocalCall', { params: { id }, body: { action } }),

  /** With the session's token when signed in: the call then joins the user's call history. */
  sendPhoneVerification: (body: BodyOf<'sendPhoneVerification'>) =>
    call('sendPhoneVerification', { body, withSession: true }),
  verifyPhone: (body: BodyOf<'verifyPhone'>) => call('verifyPhone', { body }),
  register: (body: BodyOf<'register'>) => call('register', { body }),
};
