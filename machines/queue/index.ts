// The queue of offline changes: one module, used by every shared thing a member changes from the device (the
// shopping list, the meal plan; decision 023 and issue 37). A change is named by an operation id of the member's
// own and queued (pending.ts), kept on the device per member, versioned and checked when read back (kept.ts), sent
// oldest first by the states every such thing goes through (states.ts), and a failed send is read alike for all of
// them (failures.ts). What a change is, how it is sent and how it shows before the server has it stay with each
// kind (shoppingList/, plan/).
export { isGone, temporary, unreachable } from './failures.ts';
export {
  isNumber,
  isOneOf,
  isQueuedRecord,
  isRecord,
  isText,
  isTexts,
  keptQueue,
} from './kept.ts';
export {
  dropSent,
  enqueue,
  replaceId,
  thingsGone,
  type Unsent,
  withoutChangesFor,
  withoutOperation,
} from './pending.ts';
export {
  busyWait,
  failedToLoad,
  loadAnswers,
  offlineWait,
  readingAgain,
  retryDelayMs,
  sendingFirst,
} from './states.ts';
