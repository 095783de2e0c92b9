// "Share" on the shopping list and on the meal plan (owner only): the dialog's region, written once. It loads what
// the thing can be shared with, then the member shares or stops sharing one choice at a time; a refusal is said in
// the dialog and the choices stay. States: loading (tag `loading-options`) → choosing, or failed (Try again);
// choosing → sharing | unsharing (tag `busy`) → choosing. `share.close` goes back to the state the machine names.
//
// What differs is named by the machine, like `confirmThenCall.ts`: the actor that loads the options (friends for a
// plan; friends and cookbooks for a list) and the action that keeps them, and what the share and unshare calls take.
// The actors `share` and `unshare`, and the actions `setServer` (the thing as the call answered it), `save`,
// `setShareError` and `clearShareError`, are the machine's own, in its setup, so its diagram, tests and stories
// see them as its own.
import { failureOf, outputOf, serverMessageOf } from './errors.ts';
import type { Id } from './records.ts';

type ShareDialog<Back, Load, SetOptions, ShareInput, UnshareInput> = {
  /** The state `share.close` goes back to. */
  back: Back;
  /** The named actor that loads the choices (its id too): it takes the client and the member's id. */
  load: Load;
  /** The action that keeps the choices it answered. */
  setOptions: SetOptions;
  /** What the `share` actor takes, from the `share.add` event; and the `unshare` actor, from `share.remove`. */
  shareInput: ShareInput;
  unshareInput: UnshareInput;
};

/** The client and the member's id: what the choices are loaded with. */
const member = <C extends { client: unknown; memberId: Id }>({ context }: { context: C }) => ({
  client: context.client as C['client'],
  memberId: context.memberId,
});

/** Why sharing could not be changed: the server's reason, or the fallback words. */
export const shareErrorOf = (event: unknown): string =>
  serverMessageOf(failureOf(event)) ?? 'Sharing could not be changed. Try again.';

export function shareDialog<
  const Back extends string,
  const Load extends string,
  const SetOptions extends string,
  ShareInput,
  UnshareInput,
>(dialog: ShareDialog<Back, Load, SetOptions, ShareInput, UnshareInput>) {
  /** A share or an unshare answered: the thing as the server has it now, kept on the device. */
  const answered = [{ type: 'setServer', params: outputOf }, 'save'] as const;
  return {
    initial: 'loading',
    on: { 'share.close': { target: dialog.back, actions: 'clearShareError' } },
    states: {
      loading: {
        tags: ['loading-options'],
        invoke: {
          id: dialog.load,
          src: dialog.load,
          input: member,
          onDone: { target: 'choosing', actions: { type: dialog.setOptions, params: outputOf } },
          onError: 'failed',
        },
      },
      failed: { tags: ['error'], on: { 'share.retry': 'loading' } },
      choosing: {
        on: {
          'share.add': { target: 'sharing', actions: 'clearShareError' },
          'share.remove': { target: 'unsharing', actions: 'clearShareError' },
        },
      },
      sharing: {
        tags: ['busy'],
        invoke: {
          id: 'share',
          src: 'share',
          input: dialog.shareInput,
          onDone: { target: 'choosing', actions: answered },
          onError: { target: 'choosing', actions: 'setShareError' },
        },
      },
      unsharing: {
        tags: ['busy'],
        invoke: {
          id: 'unshare',
          src: 'unshare',
          input: dialog.unshareInput,
          onDone: { target: 'choosing', actions: answered },
          onError: { target: 'choosing', actions: 'setShareError' },
        },
      },
    },
  } as const;
}
