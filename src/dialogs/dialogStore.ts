import type { ReactNode } from 'react';

/** An open dialog: rendered by the DialogHost, told to close with its answer. */
export interface OpenDialog {
  id: number;
  render(close: () => void): ReactNode;
}

type Listener = () => void;
let dialogs: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const publish = (next: readonly OpenDialog[]) => {
  dialogs = next;
  listeners.forEach((listener) => listener());
};

export const dialogStore = {
  list: () => dialogs,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Opens a dialog and resolves with what it answers: `render` gets `answer(value)`; the dialog closes on answering.
 * The promise-returning helpers (chooseOption, showNotice, pickDate) are built on this.
 */
export function openDialog<T>(render: (answer: (value: T) => void) => ReactNode): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    const dialog: OpenDialog = {
      id,
      render: (close) =>
        render((value) => {
          close();
          resolve(value);
        }),
    };
    publish([...dialogs, dialog]);
  });
}

export function closeDialog(id: number): void {
  publish(dialogs.filter((dialog) => dialog.id !== id));
}
