// The potluck calls (issue 28, docs/decisions/026-potlucks-in-the-app.md): every change answers the whole potluck
// as the caller sees it. Kept beside api.ts, which spreads them in, so the potluck's calls read in one place.
import type {
  ClaimPotluckDishBody,
  CreatePotluckBody,
  Potluck,
  PotluckAnswerBody,
  PotluckLinkPreview,
  PotluckMessage,
  PotluckSummary,
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
      ),
    createPotluck: (body: CreatePotluckBody) => http<Potluck>('/api/potlucks', { method: 'POST', body }),
    getPotluck: (id: Id) => http<Potluck>(potluckPath(id)),
    updatePotluck: (id: Id, body: UpdatePotluckBody) =>
      http<Potluck>(potluckPath(id), { method: 'PATCH', body }),
    cancelPotluck: (id: Id) => http<Potluck>(`${potluckPath(id)}/cancel`, { method: 'POST' }),
    invitePotluckGuests: (id: Id, memberIds: Id[]) =>
      http<Potluck>(`${potluckPath(id)}/invitations`, { method: 'POST', body: { memberIds } }),
    setPotluckJoinLink: (id: Id, enabled: boolean) =>
      http<Potluck>(`${potluckPath(id)}/join-link`, { method: 'PUT', body: { enabled } }),
    answerPotluck: (id: Id, body: PotluckAnswerBody) =>
      http<Potluck>(`${potluckPath(id)}/answer`, { method: 'PUT', body }),
    claimPotluckDish: (id: Id, body: ClaimPotluckDishBody) =>
      http<Potluck>(`${potluckPath(id)}/dishes`, { method: 'POST', body }),
    setPotluckDishServings: (id: Id, dishId: Id, servings: number) =>
      http<Potluck>(`${potluckPath(id)}/dishes/${path(dishId)}`, { method: 'PATCH', body: { servings } }),
    unclaimPotluckDish: (id: Id, dishId: Id) =>
      http<Potluck>(`${potluckPath(id)}/dishes/${path(dishId)}`, { method: 'DELETE' }),
    /** The host removes a guest, or a guest leaves (their own id); their dishes go with them. */
    removePotluckGuest: (id: Id, memberId: Id) =>
      http<{ ok: true }>(`${potluckPath(id)}/guests/${path(memberId)}`, { method: 'DELETE' }),
    getPotluckMessages: (id: Id) => http<PotluckMessage[]>(`${potluckPath(id)}/messages`),
    postPotluckMessage: (id: Id, text: string) =>
      http<PotluckMessage>(`${potluckPath(id)}/messages`, { method: 'POST', body: { text } }),
    savePotluckCookbook: (id: Id) =>
      http<{ cookbookId: Id; recipes: number }>(`${potluckPath(id)}/cookbook`, { method: 'POST', body: {} }),
    hostPotluckAgain: (id: Id, when: { day: string; time: string }) =>
      http<Potluck>(`${potluckPath(id)}/again`, { method: 'POST', body: when }),
    getPotluckLink: (token: string) => http<PotluckLinkPreview>(`/api/potluck-links/${path(token)}`),
    joinPotluckByLink: (token: string) =>
      http<{ potluckId: Id }>(`/api/potluck-links/${path(token)}/join`, { method: 'POST' }),
  };
}
