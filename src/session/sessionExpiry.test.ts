import { describe, expect, it } from 'vitest';
import { noteLoggedOut, noteSessionHeld, takeExpiredNotice } from './sessionExpiry';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the session-expired notice of the login page', () => {
  it('is shown once after a session held in this tab ended without a logout', () => {
    const storage = memoryStorage();
    noteSessionHeld(storage);
    expect(takeExpiredNotice(storage)).toBe(true);
    expect(takeExpiredNotice(storage)).toBe(false);
  });

  it('is not shown after a deliberate logout, nor to a visitor who never logged in', () => {
    const storage = memoryStorage();
    expect(takeExpiredNotice(storage)).toBe(false);
    noteSessionHeld(storage);
    noteLoggedOut(storage);
    expect(takeExpiredNotice(storage)).toBe(false);
  });
});
