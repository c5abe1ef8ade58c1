import { useLayoutEffect, useRef, useState } from 'react';
import { formIdPrefixes } from './formIdPrefixes';

/**
 * The rjsf id prefix of one module form, unique among the forms on the page (see formIdPrefixes). `ref` goes on the
 * form's wrapper element. The first render already uses the prefix the form will hold, so a form re-renders only in
 * the rare case that another form took it in between.
 */
export function useFormIdPrefix<T extends Element>() {
  const ref = useRef<T>(null);
  const [prefix, setPrefix] = useState(() => formIdPrefixes.firstFree());
  useLayoutEffect(() => {
    if (!ref.current) return;
    const held = formIdPrefixes.claim(prefix, ref.current);
    if (held !== prefix) setPrefix(held);
  });
  return { ref, prefix };
}
