/** The server's printable pages (server/print): one record, and a list's whole filtered result. */
export function recordPrintPath(module: string, id: string): string {
  return `/api/print/${encodeURIComponent(module)}/${encodeURIComponent(id)}`;
}

export function listPrintPath(module: string): string {
  return `/api/print/${encodeURIComponent(module)}/list`;
}
