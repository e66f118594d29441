/**
 * A stand-in for the media element jsdom lacks (it cannot load or play): play() and pause() change
 * `paused` and fire their events as a browser does; a test decides the rest — metadata, time, the
 * end, an error, or a refused play().
 */
import { vi } from 'vitest';

interface State {
  paused: boolean;
  duration: number;
  currentTime: number;
  error: MediaError | null;
}

export function fakeMedia() {
  const states = new WeakMap<HTMLMediaElement, State>();
  const state = (el: HTMLMediaElement) => {
    let s = states.get(el);
    if (!s) {
      s = { paused: true, duration: Number.NaN, currentTime: 0, error: null };
      states.set(el, s);
    }
    return s;
  };
  let refusal: DOMException | null = null;
  const proto = HTMLMediaElement.prototype;
  const play = vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (refusal) return Promise.reject(refusal);
    state(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    state(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  // Getters jsdom lacks or fixes (error, duration, paused…): replaced, and put back by restore().
  const saved: [string, PropertyDescriptor | undefined][] = [];
  const define = (name: keyof State, set?: (el: HTMLMediaElement, v: number) => void) => {
    saved.push([name, Object.getOwnPropertyDescriptor(proto, name)]);
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this)[name];
      },
      ...(set && {
        set(this: HTMLMediaElement, v: number) {
          set(this, v);
        },
      }),
    });
  };
  const seek = vi.fn((el: HTMLMediaElement, t: number) => {
    state(el).currentTime = t;
    el.dispatchEvent(new Event('timeupdate'));
  });
  define('paused');
  define('duration');
  define('error');
  define('currentTime', seek);

  return {
    play,
    pause,
    seek,
    /** play() rejects, as a browser that blocks it or cannot play the source. */
    refuse(error: DOMException | null) {
      refusal = error;
    },
    metadata(el: HTMLMediaElement, seconds: number) {
      state(el).duration = seconds;
      el.dispatchEvent(new Event('durationchange'));
      el.dispatchEvent(new Event('loadedmetadata'));
    },
    at(el: HTMLMediaElement, seconds: number) {
      state(el).currentTime = seconds;
      el.dispatchEvent(new Event('timeupdate'));
    },
    end(el: HTMLMediaElement) {
      const s = state(el);
      s.currentTime = s.duration;
      s.paused = true;
      el.dispatchEvent(new Event('pause'));
      el.dispatchEvent(new Event('ended'));
    },
    fail(el: HTMLMediaElement, code: number) {
      const s = state(el);
      s.error = { code, message: '' } as MediaError;
      s.paused = true;
      el.dispatchEvent(new Event('error'));
    },
    restore() {
      vi.restoreAllMocks();
      for (const [name, descriptor] of saved)
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else Reflect.deleteProperty(proto, name);
    },
  };
}
