/**
 * The `place` field type in the one form layer (issue 36): a search box that asks GET /api/places/ as
 * the user types (debounced, the newest search winning), lists the answers as "City, Region, Country",
 * stores the chosen place whole, and says what is wrong — no place yet, nothing found, the search
 * unavailable — without losing what was typed.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '../../../src/core/places';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import type { BlockField } from '../../../src/core/types';
import { fieldsToSchema } from '../../../src/forms/fieldsToSchema';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { HttpResponse, delay, mock, server } from '../msw';

const fields: BlockField[] = [
  {
    key: 'place',
    label: 'Place',
    type: 'place',
    required: true,
    description: 'The city or postcode whose weather you want.',
  },
  { key: 'use_celsius', label: 'Use Celsius', type: 'toggle' },
];
const SYDNEY = ZONE_PLACES['Australia/Sydney'];
const SYDNEY_NS: Place = {
  name: 'Sydney',
  admin: 'Nova Scotia',
  country_code: 'CA',
  latitude: 46.1351,
  longitude: -60.1831,
  timezone: 'America/Glace_Bay',
};

function renderForm(values: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const { schema, uiSchema } = fieldsToSchema(fields);
  render(
    <SchemaForm<Record<string, unknown>>
      id="weather"
      schema={schema}
      uiSchema={uiSchema}
      formData={values}
      onSubmit={onSubmit}
      submitLabel="Save"
    />,
  );
  return onSubmit;
}

const box = () => screen.findByRole('combobox', { name: /Place/ });

describe('the place field', () => {
  it('shows the chosen place; typing searches once the typing pauses, and a choice is stored whole', async () => {
    const queries: string[] = [];
    server.use(
      mock('searchPlaces', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([SYDNEY, SYDNEY_NS]);
      }),
    );
    const onSubmit = renderForm({ place: ZONE_PLACES['Asia/Tokyo'], use_celsius: true });
    const input = await box();
    expect(input).toHaveValue('Tokyo, Japan');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Sydn');
    expect(
      await screen.findByRole('option', { name: 'Sydney, New South Wales, Australia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sydney, Nova Scotia, Canada' })).toBeInTheDocument();
    // One search for the whole word typed, not one per key.
    expect(queries).toEqual(['Sydn']);
    // The first answer is highlighted: Enter takes it.
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Sydney, New South Wales, Australia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ place: SYDNEY, use_celsius: true }),
      ),
    );
  });

  it('a slower, older search never replaces the newer one’s answers', async () => {
    server.use(
      mock('searchPlaces', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'Sy') {
          await delay(600);
          return HttpResponse.json([SYDNEY_NS]);
        }
        return HttpResponse.json([SYDNEY]);
      }),
    );
    renderForm({ place: ZONE_PLACES['Asia/Tokyo'] });
    const input = await box();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Sy');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await user.type(input, 'dney');
    expect(
      await screen.findByRole('option', { name: 'Sydney, New South Wales, Australia' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('option', { name: /Nova Scotia/ })).not.toBeInTheDocument();
  });

  it('says when nothing is found, and when the search is unavailable; leaving keeps the chosen place', async () => {
    server.use(
      mock('searchPlaces', ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'Atlantis'
          ? HttpResponse.json([])
          : HttpResponse.json(
              { message: "Place search isn't available right now. Please try again in a moment." },
              { status: 503 },
            ),
      ),
    );
    renderForm({ place: ZONE_PLACES['Europe/London'] });
    const input = await box();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Atlantis');
    expect(
      await screen.findByText(
        'No place found for “Atlantis”. Try a city\u2019s name or a postcode.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Leeds');
    expect(
      await screen.findByText(
        "Place search isn't available right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('London, England, United Kingdom');
  });

  it('without a place, Save says to choose one from the list, under the box', async () => {
    const onSubmit = renderForm({ use_celsius: false });
    await box();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a place from the list')).toBeInTheDocument();
    expect(await box()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
