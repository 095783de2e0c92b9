// The names of the potlucks' calls that do not go through the cache (potluckApi.ts; the cached ones are
// data/cachedCallNames.ts's), so the client can offer them before their chunk has loaded: the landing page's entry
// does not carry them. Held to potluckApi.ts by types (appClient.ts).
export const potluckCallNames = [
  'getPotluckMessages',
  'postPotluckMessage',
  'savePotluckCookbook',
  'getPotluckLink',
  'joinPotluckAsGuest',
  'getGuestSession',
  'guestSignIn',
  'renewGuestLink',
  'keepGuestAccount',
] as const;

export type PotluckCallName = (typeof potluckCallNames)[number];
