// The browser build's `markdown-to-jsx/react` (vite.config.ts, D-PERF-4n). rjsf's core imports its Markdown component
// for descriptions and help marked as Markdown (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`, which
// the app's forms never set) and for its own developer messages (a schema it cannot render, a file widget the app
// replaces with its own). The Markdown parser and its HTML entity table rode along with every form; the text is
// shown as text instead.
export function Markdown({ children }) {
  return children ?? null;
}
