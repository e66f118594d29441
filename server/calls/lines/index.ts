/** The phone lines a call is placed on: Twilio in production, the local line (and its phone page) locally. */
export * from './phone';
export * from './twilioLine';
