import { Fragment, useSyncExternalStore } from 'react';
import { closeDialog, dialogStore } from './dialogStore';

/** Renders the dialogs opened through the promise helpers. Mounted once by the app. */
export function DialogHost() {
  const dialogs = useSyncExternalStore(dialogStore.subscribe, dialogStore.list);
  return (
    <>
      {dialogs.map((dialog) => (
        <Fragment key={dialog.id}>{dialog.render(() => closeDialog(dialog.id))}</Fragment>
      ))}
    </>
  );
}
