// How the server process is started, by `npm start` and by the tests that signal it: one Node process
// with tsx as its loader. Not the `tsx` binary: that wraps the server in a second process which relays
// SIGTERM and SIGKILLs the server when it has not acknowledged the signal within 30 ms, so a server
// whose event loop is busy at that moment (a long PGlite query, a loaded machine) was killed instead of
// draining (tests/server/drain.test.ts stalls it to prove this).
export const serverCommand = {
  command: process.execPath,
  args: ['--import', 'tsx', 'server/main.ts'],
};
