// Asks `url` every few milliseconds until any HTTP answer comes (the server is listening and serving), or `ended`
// settles first (the server stopped). Answers performance.now() at the answer, or null if it ended first.
const POLL_MS = 20;

export async function waitForFirstAnswer(url, ended, pollMs = POLL_MS) {
  let over = false;
  ended.then(
    () => {
      over = true;
    },
    () => {
      over = true;
    },
  );
  while (!over) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      return performance.now();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  return null;
}
