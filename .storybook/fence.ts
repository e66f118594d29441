/**
 * Each story starts clean of the ones before it. The story tests run every story of a file, and file
 * after file, in one page: a request a story started and did not see answered (a refresh on a timer,
 * a prefetch when idle) could answer during a later story — or fail there, once that story's mocks no
 * longer had its route — and its "Network error" toast was pictured in a story with no request at
 * all (Anatomy › Error Moves Nothing, once; Next call › Due Dark, once). Here a request started in an
 * earlier story never answers, and a story opens with no toast left from before.
 */
let story = 0;
const realFetch = window.fetch.bind(window);
const never = () => new Promise<never>(() => undefined);

window.fetch = (...args: Parameters<typeof fetch>) => {
  const startedIn = story;
  return realFetch(...args).then(
    (response) => (startedIn === story ? response : never()),
    (error: unknown) => (startedIn === story ? Promise.reject(error) : never()),
  );
};

/** A loader, first of the preview's: the story about to render starts a new fence. */
export async function newStory(): Promise<Record<string, never>> {
  story += 1;
  const { toast } = await import('react-toastify');
  toast.dismiss();
  toast.clearWaitingQueue();
  return {};
}
