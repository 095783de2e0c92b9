// The queue itself (at most 20 held) is the toast machine's (tests/unit/machines/toastMachine.test.ts); the
// Toaster only shows each message for its time.
import { describe, expect, it } from 'vitest';
import { toastDurations } from '../../../packages/ui/src/primitives/Toast/Toast.tsx';

describe('toaster', () => {
  it('keeps success toasts for 2 s and the others for 4 s', () => {
    expect(toastDurations).toEqual({ default: 4000, success: 2000, error: 4000 });
  });
});
