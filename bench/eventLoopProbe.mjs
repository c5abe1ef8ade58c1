// Loaded into the server under measurement (`node --import …/eventLoopProbe.mjs dist-server/main.js`, by the mixed
// load): the delay of the server's own event loop, measured in its process and read over the IPC channel the bench
// opened — nothing of the product changes. 'reset' starts a new measurement; 'report' answers its percentiles in ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'report') {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    process.send?.({ eventLoop: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) } });
  }
});
// The channel must not keep a server that is told to stop from exiting.
process.channel?.unref();
