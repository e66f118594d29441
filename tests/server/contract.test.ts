import { describe, expect, it } from 'vitest';
import { routes } from '../../src/core/routes';
import { ContractError, checkContract } from './contract';

const json = new Headers({ 'content-type': 'application/json' });
const profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '',
  phone_verified: false,
  zip_code: '',
  timezone: 'Europe/London',
  language: 'en',
  supabase_uid: 'u1',
};

describe('the response contract checked on every answer', () => {
  it('accepts an answer of the documented shape', () => {
    expect(() => checkContract('GET', '/api/profile/', 200, json, profile)).not.toThrow();
  });

  it('fails on a missing, renamed, extra or retyped field', () => {
    const { zip_code: _zip, ...missing } = profile;
    for (const body of [
      missing,
      { ...missing, zip: '12345' },
      { ...profile, surprise: true },
      { ...profile, phone_verified: 'yes' },
    ]) {
      expect(() => checkContract('GET', '/api/profile/', 200, json, body)).toThrow(ContractError);
    }
  });

  it('requires { message } on every error and JSON answers where JSON is promised', () => {
    expect(() => checkContract('GET', '/api/profile/', 401, json, { error: 'x' })).toThrow(
      ContractError,
    );
    expect(() => checkContract('GET', '/api/profile/', 500, new Headers(), 'oops')).toThrow(
      ContractError,
    );
    expect(() => checkContract('GET', '/api/profile/', 200, new Headers(), profile)).toThrow(
      ContractError,
    );
  });

  it('knows every route: an unknown successful route is a contract failure', () => {
    expect(() => checkContract('GET', '/api/nowhere/', 200, json, {})).toThrow(ContractError);
    expect(Object.keys(routes).length).toBeGreaterThanOrEqual(19);
  });
});
