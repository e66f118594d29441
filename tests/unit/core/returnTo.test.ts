import { describe, expect, it } from 'vitest';
import { returnPath, signInFor } from '../../../src/auth/returnTo';

describe('where sign-in returns to', () => {
  it('the page the visitor asked for', () => {
    expect(signInFor('/dashboard/calls')).toBe('/signin?next=%2Fdashboard%2Fcalls');
    expect(returnPath('/dashboard/calls?page=2')).toBe('/dashboard/calls?page=2');
  });
  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never elsewhere than this app: %s → the routine', (next) => {
    expect(returnPath(next)).toBe('/dashboard/routine');
  });
});
