// @vitest-environment happy-dom
// keepWhatWasTyped: text typed into the server-drawn login page, before the app drew over it, lands in the app's
// form (its React state, not only the DOM), and the field keeps the focus.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { keepWhatWasTyped } from '../../../app/prerendered.ts';

afterEach(cleanup);

function AppForm() {
  const [username, setUsername] = useState('');
  return (
    <form>
      <input
        aria-label="Username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <input aria-label="Password" autoComplete="current-password" type="password" defaultValue="" />
      <output>{username ? `typed ${username}` : 'empty'}</output>
    </form>
  );
}

it('carries typed text and focus into the fields of the same kind once the app has drawn', () => {
  const root = document.createElement('div');
  root.innerHTML = '<form><input autocomplete="username"><input autocomplete="current-password"></form>';
  document.body.append(root);
  const served = root.querySelector('input') as HTMLInputElement;
  served.focus();
  served.value = 'maria';
  const restore = keepWhatWasTyped(root);
  root.replaceChildren();
  render(<AppForm />, { container: root });
  act(() => restore());
  const username = screen.getByLabelText<HTMLInputElement>('Username');
  expect(username.value).toBe('maria');
  expect(screen.getByText('typed maria')).toBeTruthy();
  expect(document.activeElement).toBe(username);
  expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  root.remove();
});

it('leaves a page alone that was not drawn over', () => {
  const root = document.createElement('div');
  document.body.append(root);
  const restore = keepWhatWasTyped(root);
  render(<AppForm />, { container: root });
  act(() => restore());
  expect(screen.getByText('empty')).toBeTruthy();
  root.remove();
});
