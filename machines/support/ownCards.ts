// The member's own cards, on My Recipes and on Cookbooks: a card's privacy toggle and its delete after confirming
// act on the card chosen (the context's `target`, set by the card's event), and the card changes only once the
// server has answered. Both pages do it the same way, so the two states are written here; each machine names them
// in its chart (`savingPrivacy`, `confirmingDelete`, `deleting`), and has its own `setPrivacy` and delete actors and
// its own `applyPrivacy`, `removeTarget` and `clearTarget` actions on its list.
import { confirmThenCall } from './confirmThenCall.ts';
import type { Id } from './records.ts';

type CardsContext = { client: unknown; target: Id | null };

/** The input of a call about the chosen card. */
const chosenCard = <Context extends CardsContext>({ context }: { context: Context }) => ({
  client: context.client as Context['client'],
  id: context.target ?? '',
});

/**
 * 'Are you sure…?' (`confirming`), then the delete call (`calling`, named `deleting`): back to `back` either way;
 * the card leaves the list once the server deleted it.
 */
export const deleteAfterConfirming = <const Call extends string, const Back extends string>(
  call: Call,
  back: Back,
) =>
  confirmThenCall({
    answer: 'delete',
    calling: 'deleting',
    back,
    forget: 'clearTarget',
    call,
    input: chosenCard,
    done: ['removeTarget', 'clearTarget'],
    failed: 'clearTarget',
  });

/** The privacy call for the chosen card (`setPrivacy`, asking for the opposite of what its card shows), busy. */
export function savingPrivacy<Context extends CardsContext, const Back extends string>({
  back,
  cards,
}: {
  back: Back;
  /** The machine's list, to read what the chosen card shows now. */
  cards: (context: Context) => readonly { _id: Id; isPublic?: boolean | undefined }[];
}) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'setPrivacy',
      src: 'setPrivacy',
      input: ({ context }: { context: Context }) => ({
        ...chosenCard({ context }),
        isPublic: !cards(context).find((card) => card._id === context.target)?.isPublic,
      }),
      onDone: {
        target: back,
        actions: [
          {
            type: 'applyPrivacy',
            params: ({ event }: { event: { output: { isPublic: boolean } } }) => event.output,
          },
          'clearTarget',
        ],
      },
      onError: { target: back, actions: 'clearTarget' },
    },
  } as const;
}
