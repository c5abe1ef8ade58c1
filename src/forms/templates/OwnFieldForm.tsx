import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Controls a person types into (text, numbers, a select's or a date picker's search box, long text). */
const TEXT_ENTRY =
  'input:not([type]), input[type="text"], input[type="search"], input[type="number"], input[type="email"], input[type="tel"], input[type="url"], textarea';

/**
 * Puts the one text control of a field (`children`) in an HTML form of its own: the `form` attribute points it at an
 * empty form outside the module form, while it stays where it is on the page.
 *
 * Why: Chrome's autofill re-reads the whole owning form on every keystroke in one of its text controls (every
 * control, its label, its visibility). In a large module form that is main-thread work after each key that grows
 * with the form; in a one-control form it is nothing. Enter in the field still submits the module form (its own form
 * is submitted implicitly and hands over). Fields with several controls (radio groups) stay as they are: their
 * controls must share a form to behave as a group.
 */
export function OwnFieldForm({ children }: { children: ReactNode }) {
  const formId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const controls = wrapper.current?.querySelectorAll(TEXT_ENTRY) ?? [];
    const control = controls.length === 1 ? controls[0] : null;
    if (control && control.getAttribute('form') !== formId) control.setAttribute('form', formId);
  });
  const submitModuleForm = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // The control's own form stands in for the module form it sits in on the page.
    wrapper.current?.closest('form')?.requestSubmit();
  };
  return (
    <>
      <span ref={wrapper} style={{ display: 'contents' }}>
        {children}
      </span>
      {createPortal(<form id={formId} noValidate hidden onSubmit={submitModuleForm} />, document.body)}
    </>
  );
}
