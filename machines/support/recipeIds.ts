// SPEC §2: an id of exactly 24 hexadecimal characters is a member recipe; anything else is the provider's.
// @potluck/domain is to own this rule; until it exports it, the machines use this copy.
export const isMemberRecipeId = (id: string): boolean => /^[0-9a-f]{24}$/i.test(id);
