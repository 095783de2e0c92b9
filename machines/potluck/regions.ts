import { claimBody, newClaim } from './claim.ts';

import { potluckSetup } from './setup.ts';

/** The claim's refusals the member is told of; any other failure keeps the dialog open and says why. */
const refusals = [
  { guard: 'wasFull', target: '#potluck.loaded.dialog.refused', actions: ['setFullRefusal', 'askRefresh'] },
  {
    guard: 'wasClosed',
    target: '#potluck.loaded.dialog.refused',
    actions: ['setClosedRefusal', 'askRefresh'],
  },
  { target: '#potluck.loaded.dialog.claim.choosing', actions: 'alertClaimFailed' },
] as const;

/** Whether what is shown is the server's latest: a live change, or a refused claim, reads it again. */
export const freshness = potluckSetup.createStateConfig({
  initial: 'fresh',
  states: {
    fresh: { on: { 'potluck.changed': 'refreshing' } },
    refreshing: {
      on: { 'potluck.changed': { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'refreshPotluck',
        src: 'loadPotluck',
        input: ({ context }) => context,
        onDone: { target: 'fresh', actions: 'setPotluck' },
        onError: [{ guard: 'isGone', target: '#potluck.gone' }, { target: 'fresh' }],
      },
    },
  },
});

/** The thread: read again on every live message, like chat. */
export const thread = potluckSetup.createStateConfig({
  initial: 'loading',
  on: { 'message.change': { actions: 'setMessage' } },
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => context,
        onDone: { target: 'ready', actions: 'setMessages' },
        onError: 'failed',
      },
    },
    failed: { tags: ['error'], on: { 'thread.changed': 'loading' } },
    ready: {
      on: {
        'thread.changed': 'loading',
        'message.send': { guard: 'hasMessage', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'postMessage',
        src: 'postMessage',
        input: ({ context }) => ({ ...context, text: context.message.trim() }),
        onDone: { target: 'ready', actions: 'addMessage' },
        onError: { target: 'ready', actions: 'alertMessageFailed' },
      },
    },
  },
});

/** One-press changes, one at a time: the answer, giving up a dish, the host's switches, what a cook keeps. */
export const work = potluckSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      // People typed while another change was on its way go as soon as it is done: the last is never lost.
      always: { guard: 'peopleDue', target: 'answering', actions: 'takePeople' },
      on: {
        'answer.change': { guard: 'isPlanned', target: 'answering', actions: 'dropPeople' },
        'dish.servings': { guard: 'isOwnDish', target: 'changingServings' },
        'dish.unclaim': { guard: 'isPlanned', target: 'unclaiming' },
        'claims.toggle': { guard: 'isHost', target: 'changingClaims' },
        'joinLink.toggle': { guard: 'isHost', target: 'linking' },
        'dish.addToShoppingList': {
          guard: 'isRecipeDish',
          target: 'addingToList',
          actions: 'setDish',
        },
        'cookbook.save': 'savingCookbook',
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context, event }) => ({
          ...context,
          body:
            event.type === 'answer.change'
              ? { answer: event.answer, people: event.people }
              : {
                  answer: context.potluck?.you.answer ?? ('going' as const),
                  people: context.peopleSent,
                },
        }),
        onDone: { target: 'idle', actions: 'setPotluck' },
        onError: { target: 'idle', actions: 'alertAnswerFailed' },
      },
    },
    unclaiming: {
      tags: ['busy'],
      invoke: {
        id: 'unclaim',
        src: 'unclaim',
        input: ({ context, event }) => ({
          ...context,
          dishId: event.type === 'dish.unclaim' ? event.dishId : '',
        }),
        onDone: { target: 'idle', actions: 'setPotluck' },
        onError: { target: 'idle', actions: 'alertUnclaimFailed' },
      },
    },
    /** The cook changes their dish's servings (the server checks it is theirs). */
    changingServings: {
      tags: ['busy'],
      invoke: {
        id: 'setServings',
        src: 'setServings',
        input: ({ context, event }) => ({
          ...context,
          dishId: event.type === 'dish.servings' ? event.dishId : '',
          servings: event.type === 'dish.servings' ? event.servings : 1,
        }),
        onDone: { target: 'idle', actions: 'setPotluck' },
        onError: { target: 'idle', actions: 'alertServingsFailed' },
      },
    },
    /** The host closes claims (or opens them again). */
    changingClaims: {
      tags: ['busy'],
      invoke: {
        id: 'changeClaims',
        src: 'update',
        input: ({ context }) => ({
          ...context,
          body: { claimsClosed: !context.potluck?.claimsClosed },
        }),
        onDone: { target: 'idle', actions: 'setPotluck' },
        onError: { target: 'idle', actions: 'alertChangeFailed' },
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        id: 'setJoinLink',
        src: 'setJoinLink',
        input: ({ context }) => ({ ...context, enabled: !context.potluck?.joinLink?.enabled }),
        onDone: { target: 'idle', actions: 'setPotluck' },
        onError: { target: 'idle', actions: 'alertLinkFailed' },
      },
    },
    /** The dish's recipe is read for its lines at the dish's servings; the shopping list queues them. */
    addingToList: {
      tags: ['busy'],
      invoke: {
        id: 'dishLines',
        src: 'dishLines',
        input: ({ context }) => {
          const dish = context.potluck?.courses
            .flatMap((menu) => menu.dishes)
            .find((d) => d.id === context.dishId);
          return {
            client: context.client,
            dish: {
              recipeId: dish?.recipeId ?? '',
              title: dish?.title ?? '',
              servings: dish?.servings ?? 1,
            },
          };
        },
        onDone: { target: 'idle', actions: 'addToShoppingList' },
        onError: { target: 'idle', actions: 'alertRecipeFailed' },
      },
    },
    savingCookbook: {
      tags: ['busy'],
      invoke: {
        id: 'saveCookbook',
        src: 'saveCookbook',
        input: ({ context }) => context,
        onDone: { target: 'idle', actions: 'toastCookbookSaved' },
        onError: { target: 'idle', actions: 'alertCookbookFailed' },
      },
    },
  },
});

/** The page's one dialog at a time: claim a dish, the host's form, cancel, invite, host again. */
export const dialog = potluckSetup.createStateConfig({
  initial: 'none',
  states: {
    none: {
      on: {
        'claim.open': { guard: 'canClaim', target: 'claim', actions: 'startClaim' },
        'edit.open': { guard: 'isHost', target: 'editing', actions: 'startEdit' },
        'cancel.ask': { guard: 'isHost', target: 'confirmingCancel' },
        'invite.open': { guard: 'isHost', target: 'inviting' },
        'again.open': { target: 'again', actions: 'startAgain' },
        'guest.remove': {
          guard: 'canRemoveGuest',
          target: 'confirmingRemoval',
          actions: 'setRemoval',
        },
        'leave.ask': { guard: 'canLeave', target: 'confirmingRemoval', actions: 'setRemoval' },
      },
    },
    /** "Remove Kenji? Their dishes go with them." or "Leave this potluck?": asked first. */
    confirmingRemoval: { on: { 'removal.confirm': 'removing', 'removal.dismiss': 'none' } },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeGuest',
        src: 'removeGuest',
        input: ({ context }) => ({ ...context, memberId: context.removal ?? '' }),
        onDone: [
          // The member left: it is no longer theirs to open; the app goes to their potlucks.
          { guard: 'isLeaving', target: '#potluck.gone', actions: ['tellLeft', 'toastLeft'] },
          { target: 'none', actions: 'askRefresh' },
        ],
        onError: { target: 'none', actions: 'alertRemovalFailed' },
      },
    },
    /** Claim a place: search the member's recipes, members' and the catalogue's, or type a dish. */
    claim: {
      initial: 'choosing',
      on: { 'claim.close': { target: 'none', actions: 'endClaim' } },
      states: {
        choosing: {
          initial: 'editing',
          on: {
            'claim.query': { actions: 'changeClaim' },
            'claim.pick': { actions: 'changeClaim' },
            'claim.text': { actions: 'changeClaim' },
            'claim.servings': { actions: 'changeClaim' },
            'claim.send': [
              { guard: 'isDuplicate', target: 'confirmingDuplicate' },
              { guard: 'hasDish', target: 'claiming' },
            ],
          },
          states: {
            editing: { on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } } },
            searching: {
              tags: ['searching'],
              invoke: {
                id: 'search',
                src: 'search',
                input: ({ context }) => ({
                  client: context.client,
                  query: context.claim?.query.trim() ?? '',
                }),
                onDone: { target: 'editing', actions: 'setFound' },
                onError: 'searchFailed',
              },
            },
            searchFailed: {
              tags: ['error'],
              on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } },
            },
          },
        },
        /** "Someone already brings this recipe": bring it too, or choose again. */
        confirmingDuplicate: {
          on: { 'duplicate.confirm': 'confirmedClaiming', 'duplicate.cancel': 'choosing' },
        },
        claiming: {
          tags: ['busy'],
          invoke: {
            id: 'claim',
            src: 'claim',
            input: ({ context }) => ({
              ...context,
              body: claimBody(context.claim ?? newClaim('main'), false),
            }),
            onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endClaim'] },
            onError: [
              { guard: 'wasDuplicate', target: 'confirmingDuplicate', actions: 'askRefresh' },
              ...refusals,
            ],
          },
        },
        confirmedClaiming: {
          tags: ['busy'],
          invoke: {
            id: 'claimConfirmed',
            src: 'claim',
            input: ({ context }) => ({
              ...context,
              body: claimBody(context.claim ?? newClaim('main'), true),
            }),
            onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endClaim'] },
            onError: [...refusals],
          },
        },
      },
    },
    /** The last place went to someone else, or the host closed claims: said, and the menu read again. */
    refused: {
      on: { 'refusal.dismiss': { target: 'none', actions: ['clearRefusal', 'endClaim'] } },
    },
    /** The host's form, filled with the potluck as it is. */
    editing: {
      initial: 'form',
      on: { 'edit.close': { target: 'none', actions: 'endEdit' } },
      states: {
        form: {
          on: {
            'edit.change': { actions: 'changeEdit' },
            'edit.save': { guard: 'isDraftReady', target: 'saving', actions: 'setEditChange' },
          },
        },
        saving: {
          tags: ['busy'],
          on: { 'edit.close': {} },
          invoke: {
            id: 'update',
            src: 'update',
            input: ({ context }) => ({ ...context, body: context.change }),
            onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endEdit'] },
            onError: { target: 'form', actions: 'alertChangeFailed' },
          },
        },
      },
    },
    /** "Cancel the potluck? Everyone invited is told." */
    confirmingCancel: { on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'none' } },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => context,
        onDone: { target: 'none', actions: 'setPotluck' },
        onError: { target: 'none', actions: 'alertCancelFailed' },
      },
    },
    /** The invite dialog: the host's friends, filtered once typing rests (like the invite search). */
    inviting: {
      initial: 'loading',
      on: { 'invite.close': { target: 'none', actions: 'endInvite' } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadFriends',
            src: 'loadFriends',
            input: ({ context }) => context,
            onDone: { target: 'choosing', actions: 'setFriends' },
            onError: 'failed',
          },
        },
        failed: { tags: ['error'] },
        choosing: {
          on: {
            'invite.query': [
              { guard: 'isFilter', target: 'waiting', actions: 'setInviteQuery' },
              { actions: ['setInviteQuery', 'clearInviteFilter'] },
            ],
            'invite.toggle': { actions: 'toggleInvitee' },
            'invite.send': { guard: 'hasInvitees', target: 'sending' },
          },
        },
        /** Typing: the filter applies once it rests. */
        waiting: {
          on: {
            'invite.query': [
              { guard: 'isFilter', target: 'waiting', reenter: true, actions: 'setInviteQuery' },
              { target: 'choosing', actions: ['setInviteQuery', 'clearInviteFilter'] },
            ],
            'invite.toggle': { actions: 'toggleInvitee' },
          },
          after: { filterPause: { target: 'choosing', actions: 'applyInviteFilter' } },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'invite',
            src: 'invite',
            input: ({ context }) => ({ ...context, memberIds: context.invitees }),
            onDone: {
              target: '#potluck.loaded.dialog.none',
              actions: ['setPotluck', 'endInvite', 'toastInvited'],
            },
            onError: { target: 'choosing', actions: 'alertInviteFailed' },
          },
        },
      },
    },
    /** "Host again": the same courses and guests on a new day. */
    again: {
      initial: 'choosing',
      on: { 'again.close': 'none' },
      states: {
        choosing: {
          on: {
            'again.change': { actions: 'changeAgain' },
            'again.send': { guard: 'hasDay', target: 'sending' },
          },
        },
        sending: {
          tags: ['busy'],
          on: { 'again.close': {} },
          invoke: {
            id: 'hostAgain',
            src: 'hostAgain',
            input: ({ context }) => ({ ...context, ...context.again }),
            onDone: { target: '#potluck.loaded.dialog.none', actions: 'tellOpened' },
            onError: { target: 'choosing', actions: 'alertAgainFailed' },
          },
        },
      },
    },
  },
});
