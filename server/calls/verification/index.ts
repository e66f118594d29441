/** Phone-number verification: codes sent by a call (or Twilio Verify), checked with limits. */
export * from './verification';
