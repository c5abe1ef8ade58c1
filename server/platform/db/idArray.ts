/** Id lists stored as JSON text (a user's Role_Ids, a role's Permission_Ids, Array fields): unreadable text is none. */
export function parseIdArray(stored: unknown): string[] {
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
