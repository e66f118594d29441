/**
 * The number wake-up calls come from, in view: the next-call answer names it (the line's own, E.164),
 * and its contact card (`daybreak.vcf`) is a vCard a real parser reads back to the same number.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let london: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  london = await startTestServer({ env: { LOCAL_CALLER_ID: '+44 20 7946 0018' } });
});

afterAll(async () => {
  await server.stop();
  await london.stop();
});

/** The card's name and numbers, as ical.js reads them (RFC 6350 / 2426 parsing). */
function readCard(text: string) {
  const card = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    name: card.getFirstPropertyValue('fn'),
    numbers: card.getAllProperties('tel').map((tel) => tel.getFirstValue()),
    version: card.getFirstPropertyValue('version'),
  };
}

describe('the caller, in view', () => {
  it("GET /api/calls/next/ says the local line's own number, and how people write it", async () => {
    const user = await server.newUser();
    const { body } = await server.api('GET', '/api/calls/next/', user.token);
    expect(body).toMatchObject({
      caller_id: '+12025550100',
      caller_id_display: '+1 202 555 0100',
    });
  });

  it('LOCAL_CALLER_ID sets the local number (here a London one), on the card too', async () => {
    const user = await london.newUser();
    const { body } = await london.api('GET', '/api/calls/next/', user.token);
    expect(body).toMatchObject({
      caller_id: '+442079460018',
      caller_id_display: '+44 20 7946 0018',
    });
    const card = await london.api('GET', '/api/calls/caller.vcf', null);
    expect(readCard(card.body as string).numbers).toEqual(['+442079460018']);
  });

  it('the contact card is a vCard of that number, downloaded as daybreak.vcf, signed in or not', async () => {
    const { status, body, headers } = await server.api('GET', '/api/calls/caller.vcf', null);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="daybreak.vcf"');
    expect(readCard(body as string)).toEqual({
      name: 'Daybreak wake-up call',
      numbers: ['+12025550100'],
      version: '3.0',
    });
  });
});

describe('the caller number in the configuration', () => {
  it("is Twilio's from-number in production", () => {
    const env = loadEnv({
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM_NUMBER: '+1 202-555-0142',
    });
    expect(env.callerId).toBe('+12025550142');
  });

  it('refuses a number that is not valid, naming the setting', () => {
    expect(() => loadEnv({ LOCAL_CALLER_ID: '+1 555 0100' })).toThrow(
      'LOCAL_CALLER_ID must be a valid phone number, got "+1 555 0100"',
    );
    expect(() =>
      loadEnv({
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM_NUMBER: 'Daybreak',
      }),
    ).toThrow('TWILIO_FROM_NUMBER must be a valid phone number');
  });
});
