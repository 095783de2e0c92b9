// The names of "Cooked it"'s calls (cookApi.ts), so the client can offer them before their chunk has loaded: the
// landing page's entry does not carry them. The two lists are held together by types: cookApi.ts implements exactly
// these names.
export const cookCallNames = [
  'logCook',
  'getCook',
  'deleteCook',
  'getCookSummary',
  'getRecipeCooks',
  'getFriendsCooked',
  'getMemberCooks',
  'getCookHistory',
  'makeVersion',
  'getVersions',
  'getVersionChanges',
] as const;

export type CookCallName = (typeof cookCallNames)[number];
