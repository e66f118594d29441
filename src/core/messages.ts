/** Every user-facing message of SPEC §8, written once. Texts match the spec to the letter. */

export const errors = {
  loadData: 'Failed to load data. Please try again.',
  loadConfiguration: 'Failed to load configuration. Please try again.',
  addBlock: 'Failed to add block. Please try again.',
  updateProfile: 'Failed to update profile. Please try again.',
  updateProfileShort: 'Failed to update profile',
  updateBlockSettings: 'Failed to update block settings. Please try again.',
  saveSettings: 'Failed to save settings. Please try again.',
  removeBlock: 'Failed to remove block. Please try again.',
  updateBlockOrder: 'Failed to update block order. Please try again.',
  startIntegration: 'Failed to start integration process. Please try again.',
  disconnectIntegration: 'Failed to disconnect integration. Please try again.',
  updateSchedule: 'Failed to update schedule. Please try again.',
  testCall: 'Failed to initiate test call. Please try again.',
  voicePreview: 'Failed to generate voice preview',
  invalidVoiceId: 'Invalid voice ID. Please check and try again.',
  phoneMissingForTestCall: 'Please set up your phone number in your profile first.',
  logout: 'Error logging out',
  initiateVerification: 'Failed to initiate verification',
  invalidCode: 'Invalid verification code',
  phoneRequired: 'Phone number is required',
  codeRequired: 'Verification code is required',
  authFailed: 'Authentication failed. Please try again.',
  register: 'Failed to register user',
  refreshAfterVerification: 'Error updating profile. Please refresh the page.',
  callbackProfile: 'Error updating profile. Please try again.',
  /** 'This block requires' + integration type + 'integration. Please connect first.' */
  blockRequiresIntegration: (integrationType: string) =>
    `This block requires ${integrationType} integration. Please connect first.`,
  /** With no response at all. */
  network: 'Network error - please check your connection',
  /** Last resort of the error-text rule. */
  fallback: 'An error occurred',
} as const;

export const info = {
  phoneVerificationRequired: 'Phone verification required',
  verifyNewPhone: 'Please verify your new phone number.',
  /** Not SPEC's: Hear my call with no enabled block, when no call is due either. */
  emptyRoutinePreview: 'Add a block to your routine to hear your call.',
} as const;

export const success = {
  loggedOut: 'Logged out successfully',
  /** 'Added' + the block's name + 'to your routine' */
  blockAdded: (name: string) => `Added ${name} to your routine`,
  profileUpdated: 'Profile updated successfully!',
  blockSettingsUpdated: 'Block settings updated successfully',
  settingsSaved: 'Settings saved successfully',
  blockRemoved: 'Block removed from routine',
  routineOrderUpdated: 'Routine order updated successfully',
  integrationDisconnected: 'Integration disconnected successfully',
  calendarConnected: 'Calendar connected successfully!',
  scheduleUpdated: 'Schedule updated successfully!',
  customVoiceSet: 'Custom voice set successfully',
  testCallInitiated: 'Test call initiated! You should receive a call shortly.',
  verificationCallInitiated: 'Verification call initiated!',
  phoneVerified: 'Phone number verified successfully!',
  phoneVerificationComplete: 'Phone verification complete!',
  welcomeBack: 'Welcome back!',
  accountReady: 'Phone verified! Your account is ready.',
} as const;

/** Each dashboard screen's title, by its path under /dashboard/: its h1, and its shell's while it loads. */
export const screenTitles = {
  routine: 'My Morning Routine',
  calls: 'Calls',
  profile: 'Profile settings',
  integrations: 'Connected Services',
} as const;

/** Loading texts of SPEC §2. */
export const loading = {
  configuration: 'Loading configuration...',
  generic: 'Loading...',
  routine: 'Loading routine data...',
  integrations: 'Loading integrations...',
  settingUp: 'Setting up your account...',
} as const;

/** Busy labels of buttons. */
export const busy = {
  saving: 'Saving...',
  signingIn: 'Signing in...',
  verifying: 'Verifying...',
  /** Saving a custom voice: its id is tested with a preview first. */
  testingVoice: 'Testing...',
} as const;

/**
 * The dashboard's own texts (not SPEC §8's): what happens to calls when something they need is
 * missing. Kept here so the screens, stories and tests say the same words.
 */
export const notices = {
  /** On a routine entry whose integration is not connected: 'Calendar disconnected — this block will be skipped'. */
  blockSkipped: (blockName: string) => `${blockName} disconnected — this block will be skipped`,
  /** The disconnect confirmation's title. */
  disconnectTitle: (provider: string) => `Disconnect ${provider}?`,
  /** What disconnecting does to the routine: 'Your Calendar block will be skipped in your wake-up calls until you reconnect Google Calendar.' */
  disconnectSkips: (blockNames: readonly string[], provider: string) => {
    const names = [...new Set(blockNames)];
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
    const noun = blockNames.length > 1 ? 'blocks' : 'block';
    return `Your ${list} ${noun} will be skipped in your wake-up calls until you reconnect ${provider}.`;
  },
  /** The Undo button of a toast (offered for UNDO_MS). */
  undo: 'Undo',
} as const;
