// The potluck calls (issue 28, docs/decisions/026-potlucks-in-the-app.md): every change answers the whole potluck
// as the caller sees it. Kept beside api.ts, which spreads them in, so the potluck's calls read in one place. A
// guest without an account (docs/decisions/035-potluck-guests.md) makes the potluck's calls too, and their own
// (/api/potluck-guest): none of theirs goes through the answer cache, whose copies belong to members.
import type {
  ClaimPotluckDishBody,
  CreatePotluckBody,
  JoinAsGuestBody,
  KeepGuestAccountBody,
  Potluck,
  PotluckAnswerBody,
  PotluckGuestJoined,
  PotluckGuestSession,
  PotluckLinkPreview,
  PotluckMessage,
  PotluckSummary,
  SessionAnswer,
  UpdatePotluckBody,
} from '@potluck/contract';
import type { Http } from './http.ts';

type Id = string;
const path = (value: string) => encodeURIComponent(value);
const potluckPath = (id: Id) => `/api/potlucks/${path(id)}`;

export function createPotluckApi(http: Http) {
  return {
    /** The member's potlucks; a plan's week asks for its seven days (`from` and `to`, both included). */
    getPotlucks: (days?: { from: string; to: string }) =>
      http<PotluckSummary[]>(
        days ? `/api/potlucks?${new URLSearchParams({ from: days.from, to: days.to })}` : '/api/potlucks',
        { answer: 'potluckSummaries' },
      ),
    createPotluck: (body: CreatePotluckBody) =>
      http<Potluck>('/api/potlucks', { answer: 'potluck', method: 'POST', body }),
    getPotluck: (id: Id) => http<Potluck>(potluckPath(id), { answer: 'potluck' }),
    updatePotluck: (id: Id, body: UpdatePotluckBody) =>
      http<Potluck>(potluckPath(id), { answer: 'potluck', method: 'PATCH', body }),
    cancelPotluck: (id: Id) =>
      http<Potluck>(`${potluckPath(id)}/cancel`, { answer: 'potluck', method: 'POST' }),
    invitePotluckGuests: (id: Id, memberIds: Id[]) =>
      http<Potluck>(`${potluckPath(id)}/invitations`, {
        answer: 'potluck',
        method: 'POST',
        body: { memberIds },
      }),
    setPotluckJoinLink: (id: Id, enabled: boolean) =>
      http<Potluck>(`${potluckPath(id)}/join-link`, { answer: 'potluck', method: 'PUT', body: { enabled } }),
    answerPotluck: (id: Id, body: PotluckAnswerBody) =>
      http<Potluck>(`${potluckPath(id)}/answer`, { answer: 'potluck', method: 'PUT', body }),
    claimPotluckDish: (id: Id, body: ClaimPotluckDishBody) =>
      http<Potluck>(`${potluckPath(id)}/dishes`, { answer: 'potluck', method: 'POST', body }),
    setPotluckDishServings: (id: Id, dishId: Id, servings: number) =>
      http<Potluck>(`${potluckPath(id)}/dishes/${path(dishId)}`, {
        answer: 'potluck',
        method: 'PATCH',
        body: { servings },
      }),
    unclaimPotluckDish: (id: Id, dishId: Id) =>
      http<Potluck>(`${potluckPath(id)}/dishes/${path(dishId)}`, { answer: 'potluck', method: 'DELETE' }),
    /** The host removes a guest, or a guest leaves (their own id); their dishes go with them. */
    removePotluckGuest: (id: Id, memberId: Id) =>
      http<{ ok: true }>(`${potluckPath(id)}/guests/${path(memberId)}`, { method: 'DELETE' }),
    getPotluckMessages: (id: Id) =>
      http<PotluckMessage[]>(`${potluckPath(id)}/messages`, { answer: 'potluckMessages' }),
    postPotluckMessage: (id: Id, text: string) =>
      http<PotluckMessage>(`${potluckPath(id)}/messages`, {
        answer: 'potluckMessage',
        method: 'POST',
        body: { text },
      }),
    /** The menu's recipes the member may open as a private cookbook, named `title` (the potluck's by default). */
    savePotluckCookbook: (id: Id, title?: string) =>
      http<{ cookbookId: Id; recipes: number }>(`${potluckPath(id)}/cookbook`, {
        method: 'POST',
        body: title ? { title } : {},
      }),
    hostPotluckAgain: (id: Id, again: { day: string; time: string; linkGuests?: boolean }) =>
      http<Potluck>(`${potluckPath(id)}/again`, { answer: 'potluck', method: 'POST', body: again }),
    getPotluckLink: (token: string) =>
      http<PotluckLinkPreview>(`/api/potluck-links/${path(token)}`, { answer: 'potluckLinkPreview' }),
    joinPotluckByLink: (token: string) =>
      http<{ potluckId: Id }>(`/api/potluck-links/${path(token)}/join`, { method: 'POST' }),

    // Guests without an account.
    /** A visitor answers with the join link as a guest: signed in on this browser; the private link's secret once. */
    joinPotluckAsGuest: (token: string, body: JoinAsGuestBody) =>
      http<PotluckGuestJoined>(`/api/potluck-links/${path(token)}/guests`, {
        answer: 'potluckGuestJoined',
        method: 'POST',
        body,
      }),
    /** Who this browser is signed in as, a guest (401 for a visitor, 403 for a member). */
    /** Who this browser is as a guest without an account; null for anyone else. */
    getGuestSession: () =>
      http<PotluckGuestSession | null>('/api/potluck-guest', { answer: 'potluckGuestWhoAmI' }),
    /** A guest's private link signs this browser in as them. */
    guestSignIn: (secret: string) =>
      http<PotluckGuestSession>('/api/potluck-guest/sign-in', {
        answer: 'potluckGuestSession',
        method: 'POST',
        body: { secret },
      }),
    /** A new private link for the guest; the one before dies. */
    renewGuestLink: () =>
      http<{ secret: string }>('/api/potluck-guest/link', { answer: 'potluckGuestLink', method: 'POST' }),
    /** "Keep this as an account": the guest is a member now, signed in as such (answered like sign-up). */
    keepGuestAccount: (body: KeepGuestAccountBody) =>
      http<SessionAnswer>('/api/potluck-guest/account', { answer: 'sessionAnswer', method: 'POST', body }),
  };
}
