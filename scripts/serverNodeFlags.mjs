// node's own flags for the server process, wherever it is started (`npm start`, the benches that start it): one list.
// `--max-semi-space-size=64`: a list call allocates much short-lived data (rows, records, display objects, the JSON
// text); at node's default young generation (16 MB semi-spaces) the scavenger ran so often that it took about a tenth
// of the event loop's time under load. With 64 MB the same list calls went ~15 % faster (docs/design.md D-PERF-34k),
// for up to ~150 MB more memory once the young generation has grown to it.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
