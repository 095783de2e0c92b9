import type { friendRelationMachine } from '../../../machines/friendRelationMachine.ts';
import { done, failed, id, noServer, type Walk } from './support.ts';

export const friendRelationWalk: Walk<typeof friendRelationMachine> = {
  input: { client: noServer, memberId: id(9), profileId: id(1) },
  events: [
    ...(['self', 'friends', 'incoming', 'outgoing', 'none'] as const).map((relation) => ({
      type: 'relation.known',
      relation,
    })),
    { type: 'friend.add' },
    done('sendRequest'),
    failed('sendRequest'),
  ],
};
