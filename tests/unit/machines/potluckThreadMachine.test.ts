// A potluck's thread (threadMachine): read again when someone else writes in it, a message sent and shown from
// its answer, failures said.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { threadMachine } from '../../../machines/potluck/threadMachine.ts';
import { potluckId } from '../../../stories/statecharts/potluckSamples.ts';
import { sampleId } from '../../../stories/statecharts/samples.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { fakePotluckClient, refusal, started } from './potluckFakes.ts';

function start(overrides: Parameters<typeof fakePotluckClient>[1] = {}) {
  const { client, live } = fakePotluckClient('priya', overrides);
  const { actor, emitted } = started(threadMachine, { client, potluckId });
  return { actor, client, live, emitted };
}

describe('threadMachine', () => {
  it('someone else writing reads it again; a message is sent and shown first; a failure says so', async () => {
    const { actor, client, live, emitted } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    live.stale(['potluckThread', potluckId]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(client.getPotluckMessages).toHaveBeenCalledTimes(2);
    // Another potluck's thread, or this potluck's menu, is not this thread's news.
    live.stale(['potluckThread', sampleId(9)]);
    live.stale(['potluck', potluckId]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'message.change', text: ' We are 2! ' });
    actor.send({ type: 'message.send' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(client.postPotluckMessage).toHaveBeenCalledWith(potluckId, 'We are 2!');
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual([
      'We are 2!',
      'I bring the chicken!',
    ]);
    expect(actor.getSnapshot().context.message).toBe('');
    vi.mocked(client.postPotluckMessage).mockRejectedValueOnce(refusal(500));
    actor.send({ type: 'message.change', text: 'Again' });
    actor.send({ type: 'message.send' });
    await waitFor(actor, () => emitted.length > 0);
    expect(emitted).toEqual([{ type: 'alert.show', text: 'Your message could not be sent. Try again.' }]);
    actor.stop();
    expect(live.listening()).toBe(0);
  });

  it('a thread that fails to load is read again on the next message', async () => {
    const { actor, live } = start({
      getPotluckMessages: vi.fn().mockRejectedValueOnce(refusal(500)).mockResolvedValue([]),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    live.stale(['potluckThread', potluckId]);
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(threadMachine, {
        input: { client: {} as never, potluckId },
        events: [
          done('loadMessages', []),
          failed('loadMessages'),
          { type: 'thread.changed' },
          { type: 'message.change', text: 'Hi' },
          { type: 'message.send' },
          failed('postMessage'),
        ],
        serialize: (s) => JSON.stringify({ value: s.value, message: s.context.message }),
      }),
    ).toEqual([]);
  });
});
