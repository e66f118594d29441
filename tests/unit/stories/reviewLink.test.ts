/**
 * A review link carries the whole state of a story as a designer set it: every arg (a field's label,
 * required, value, errors), the colour mode and the viewport. Storybook's own `args=` parameter keeps
 * only args made of letters, digits, spaces, `_` and `-`, and drops the rest without a word.
 */
import { buildArgsParam } from 'storybook/internal/router';
import { describe, expect, it } from 'vitest';
import { decodeReview, encodeReview, reviewUrl } from '../../../.storybook/review';

const state = {
  args: {
    field: {
      key: 'zip_code',
      label: 'Zip code',
      type: 'text',
      required: true,
      validation: { max_length: 5, pattern: '^[0-9]{5}$' },
    },
    value: '9411é',
    touched: true,
    errors: ['Must be 5 digits.', 'No weather station near this zip code: 94110'],
  },
  globals: { theme: 'dark', viewport: { value: 'phone390', isRotated: false } },
};

describe('review links', () => {
  it("Storybook's own args parameter drops the field and the errors", () => {
    const param = buildArgsParam({}, state.args);
    expect(param).not.toContain('label');
    expect(param).not.toContain('errors');
  });

  it('carry every arg, the colour mode and the viewport, unchanged', () => {
    const url = new URL(
      reviewUrl('http://localhost:6006/?path=/docs/x&args=a:1', 'fields-text--empty', state),
    );
    expect(url.searchParams.get('path')).toBe('/story/fields-text--empty');
    expect(url.searchParams.get('args')).toBeNull();
    expect(decodeReview(url.searchParams.get('review'))).toEqual(state);
  });

  it('read nothing from a missing or damaged parameter', () => {
    expect(decodeReview(undefined)).toBeNull();
    expect(decodeReview('not base64 json')).toBeNull();
    expect(decodeReview(encodeReview(state).slice(0, 10))).toBeNull();
  });
});
