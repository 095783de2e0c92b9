// A page the server sent drawn (decision 016: the landing page and login) is drawn over by the app's first render.
// A visitor may already have typed into it, or let the browser fill it in: that text is carried over into the
// app's fields of the same kind (autocomplete name), as if typed there, and the field they were in keeps the focus.

type Restore = () => void;

/** Call before the app's first render; run what it returns once that render is on screen. */
export function keepWhatWasTyped(root: HTMLElement): Restore {
  const served = [...root.querySelectorAll('input')];
  const active = document.activeElement;
  let focused = active instanceof HTMLInputElement && root.contains(active) ? active : null;
  const remember = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement) focused = event.target;
  };
  root.addEventListener('focusin', remember);

  return () => {
    root.removeEventListener('focusin', remember);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const old of served) {
      if (old.isConnected || !old.autocomplete) continue; // not replaced, or no way to find its new field
      const field = root.querySelector<HTMLInputElement>(
        `input[autocomplete="${CSS.escape(old.autocomplete)}"]`,
      );
      if (!field) continue;
      if (old.value && !field.value && setValue) {
        setValue.call(field, old.value);
        // React's onChange listens for input events: the app's state gets the text.
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (old === focused && document.activeElement === document.body) field.focus();
    }
  };
}
