import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioPlayer } from '../../../src/components/AudioPlayer';
import { fakeMedia } from './fakeMedia';

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => media.restore());

function player(props: { autoPlay?: boolean } = {}) {
  render(
    <AudioPlayer src="/api/calls/6/audio?exp=1&sig=x" label="Recording of this call" {...props} />,
  );
  const group = within(screen.getByRole('group', { name: 'Recording of this call' }));
  const audio = document.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return { group, audio };
}

describe('AudioPlayer', () => {
  it('at rest loads nothing and shows 0:00 with no total, whatever the machine can decode', () => {
    const { group, audio } = player();
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).not.toHaveAttribute('controls');
    expect(group.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(group.getByText('0:00 / -:--')).toBeInTheDocument();
    expect(group.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '0:00',
    );
    expect(group.queryByRole('alert')).toBeNull();
    expect(media.play).not.toHaveBeenCalled();
  });

  it('plays, shows time and total, pauses, and returns to Play at the end', async () => {
    const { group, audio } = player();
    await userEvent.click(group.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(await group.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    act(() => media.metadata(audio, 44));
    act(() => media.at(audio, 5.4));
    expect(group.getByText('0:05 / 0:44')).toBeInTheDocument();
    const slider = group.getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:05 of 0:44');
    await userEvent.click(group.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(group.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.click(group.getByRole('button', { name: 'Play' }));
    act(() => media.end(audio));
    expect(group.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(group.getByText('0:44 / 0:44')).toBeInTheDocument();
  });

  it('seeks with the keyboard once the length is known', async () => {
    const { group, audio } = player();
    act(() => media.metadata(audio, 44));
    const slider = group.getByRole('slider', { name: 'Position' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(media.seek).toHaveBeenLastCalledWith(audio, 2);
    expect(group.getByText('0:02 / 0:44')).toBeInTheDocument();
  });

  it('a recording that cannot be loaded says so, with why', () => {
    const { group, audio } = player();
    act(() => media.fail(audio, 4));
    expect(group.getByRole('alert')).toHaveTextContent(
      'This recording could not be played. The file is missing or in a format this browser cannot play.',
    );
    expect(group.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('a refused play says so; pressing Play again clears it', async () => {
    media.refuse(new DOMException('blocked', 'NotAllowedError'));
    const { group } = player({ autoPlay: true });
    expect(await group.findByRole('alert')).toHaveTextContent(
      'This recording could not be played. The browser did not allow it to start: press Play.',
    );
    expect(media.play).toHaveBeenCalledTimes(1);
    media.refuse(null);
    await userEvent.click(group.getByRole('button', { name: 'Play' }));
    expect(group.queryByRole('alert')).toBeNull();
    expect(group.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});
