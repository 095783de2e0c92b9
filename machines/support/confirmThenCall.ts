// "Are you sure…?", then the call (SPEC §5, STYLE 15d): the two states every confirmed deletion or removal has.
// The question is a state the screen draws as a dialog: yes (`<answer>.confirm`) goes on to the call, no
// (`<answer>.cancel`) goes back and forgets the item chosen. The call is busy while it runs and goes back whether it
// worked or not, with the actions the machine names for each. The machine still names both states in its chart
// (`confirmingDelete: deleteCookbook.confirming, deleting: deleteCookbook.calling`), and the actor and actions in
// its setup, so its diagram, tests and stories see them as its own.

type ConfirmThenCall<
  Answer extends string,
  Calling extends string,
  Back extends string,
  Forget,
  Call extends string,
  Input,
  Done,
  Failed,
> = {
  /** The events' noun: `delete` is answered by `delete.confirm` and `delete.cancel`. */
  answer: Answer;
  /** The name of the state the call runs in: yes goes there. */
  calling: Calling;
  /** The state before the question: no goes back to it, and so does the call when it ends. */
  back: Back;
  /** The action (or actions) that forget the chosen item when the member says no. */
  forget: Forget;
  /** The named actor that makes the call (its id too), and its input. */
  call: Call;
  input: Input;
  /** The actions once the call succeeded, and once it failed. */
  done: Done;
  failed: Failed;
};

export function confirmThenCall<
  const Answer extends string,
  const Calling extends string,
  const Back extends string,
  const Forget,
  const Call extends string,
  Input,
  const Done,
  const Failed,
>(call: ConfirmThenCall<Answer, Calling, Back, Forget, Call, Input, Done, Failed>) {
  const confirming = {
    on: {
      [`${call.answer}.confirm`]: call.calling,
      [`${call.answer}.cancel`]: { target: call.back, actions: call.forget },
    },
  } as {
    on: Record<`${Answer}.confirm`, Calling> & Record<`${Answer}.cancel`, { target: Back; actions: Forget }>;
  };
  const calling = {
    tags: ['busy'],
    invoke: {
      id: call.call,
      src: call.call,
      input: call.input,
      onDone: { target: call.back, actions: call.done },
      onError: { target: call.back, actions: call.failed },
    },
  };
  return { confirming, calling };
}
