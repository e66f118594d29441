/**
 * Drag and drop (dnd-kit) loads once the routine list is on screen (src/features/routine/
 * useDragHandover.ts): the routine is usable without it, and when it arrives the sortable list takes
 * the plain one's place without losing what the user was doing — the focus, a press under way, a
 * keyboard drag asked for meanwhile. dnd-kit is held back here until each test lets it arrive.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { HttpResponse, mock, server, userBlock } from '../msw';
import { renderScreen, signInLocally } from '../render';

const dnd = { imported: false, arrive: () => undefined as void, gate: Promise.resolve() };

/** The routine screen from a fresh module graph (nothing loaded by an earlier test), data loaded. */
async function routine() {
  vi.resetModules();
  dnd.imported = false;
  dnd.gate = new Promise<void>((resolve) => (dnd.arrive = resolve));
  // dnd-kit arrives when the test says (registered again for each fresh module graph).
  vi.doMock('@dnd-kit/core', async (original) => {
    await dnd.gate;
    dnd.imported = true;
    return original();
  });
  signInLocally();
  server.use(
    mock('getUserBlocks', () =>
      HttpResponse.json([userBlock(1, 'weather', 0), userBlock(2, 'horoscope', 1)]),
    ),
  );
  const [{ RoutineScreen }, { loadDashboardAtom }] = await Promise.all([
    import('../../../src/app/RoutineScreen'),
    import('../../../src/state/dashboard'),
  ]);
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(<RoutineScreen />, { store });
}

/** dnd-kit's handles carry its instructions (aria-describedby) once the list is sortable. */
const sortable = () =>
  waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Drag to reorder Weather', hidden: true }),
    ).toHaveAttribute('aria-describedby'),
  );

describe('the routine list before and after drag and drop arrives', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('is usable without it: entries, Configure and Remove, the handles in place', async () => {
    await routine();
    const items = screen.getAllByTestId('routine-item');
    expect(items.map((i) => i.textContent?.slice(0, 10))).toEqual(['1. Weather', '2. Horosco']);
    expect(screen.getByRole('button', { name: 'Drag to reorder Horoscope' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drag to reorder Weather' })).not.toHaveAttribute(
      'aria-describedby',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    expect(await screen.findByRole('dialog', { name: 'Configure Weather' })).toBeInTheDocument();
    expect(dnd.imported).toBe(false);
  });

  it('takes its place keeping the focus where it was', async () => {
    await routine();
    screen.getByRole('button', { name: 'Remove Horoscope' }).focus();
    dnd.arrive();
    await sortable();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Horoscope' }));
  });

  it('waits for a press under way to end: its click is not lost', async () => {
    await routine();
    const configure = screen.getByRole('button', { name: 'Configure Weather' });
    fireEvent.pointerDown(configure);
    dnd.arrive();
    await waitFor(() => expect(dnd.imported).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(configure).toBeInTheDocument(); // not replaced while pressed
    fireEvent.pointerUp(configure);
    fireEvent.click(configure);
    expect(await screen.findByRole('dialog', { name: 'Configure Weather' })).toBeInTheDocument();
    await sortable();
  });

  it('starts a keyboard drag asked for before it arrived', async () => {
    await routine();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Drag to reorder Horoscope' }).focus();
    await user.keyboard(' ');
    dnd.arrive();
    await sortable();
    const handle = screen.getByRole('button', { name: 'Drag to reorder Horoscope' });
    expect(document.activeElement).toBe(handle);
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  });
});
