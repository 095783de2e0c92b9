import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { nudgeClock } from '../../../app/shell/nudgeClock.ts';
import { notificationsMachine } from '../../../machines/index.ts';

describe('nudgeClock', () => {
  it('runs a timer at its time, or at once when nudged, and only once', () => {
    vi.useFakeTimers();
    try {
      const clock = nudgeClock();
      const fired = vi.fn();
      clock.setTimeout(fired, 1000);
      clock.nudge();
      expect(fired).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(fired).toHaveBeenCalledTimes(1);

      const later = vi.fn();
      clock.setTimeout(later, 1000);
      vi.advanceTimersByTime(1000);
      expect(later).toHaveBeenCalledTimes(1);
      clock.nudge();
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never runs a cleared timer, even when nudged', () => {
    const clock = nudgeClock();
    const fired = vi.fn();
    const id = clock.setTimeout(fired, 1000);
    clock.clearTimeout(id);
    clock.nudge();
    expect(fired).not.toHaveBeenCalled();
  });

  it('makes the notifications machine fetch again at once instead of after its 10 s poll', async () => {
    const getNotifications = vi.fn(async () => []);
    const client = {
      getNotifications,
      markNotificationRead: vi.fn(),
      clearNotifications: vi.fn(),
      acceptFriendRequest: vi.fn(),
      denyFriendRequest: vi.fn(),
      acceptShare: vi.fn(),
      denyShare: vi.fn(),
    };
    const clock = nudgeClock();
    const actor = createActor(notificationsMachine, {
      input: { client, memberId: 'a'.repeat(24), now: () => 0 },
      clock,
    }).start();
    await waitFor(actor, (s) => s.matches({ feed: 'idle' }));
    expect(getNotifications).toHaveBeenCalledTimes(1);
    clock.nudge();
    await waitFor(actor, (s) => s.matches({ feed: 'idle' }) && getNotifications.mock.calls.length === 2);
    expect(getNotifications).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
