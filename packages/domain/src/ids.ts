// SPEC §2: an id of exactly 24 hexadecimal characters is a member-created recipe; any other id is the external
// provider's (whose ids are decimal integers). Every id our API hands out is 24 hex characters (ARCHITECTURE §5).

const id24 = /^[0-9a-f]{24}$/i;

/** Whether the value is one of our ids: exactly 24 hex characters, either case. */
export function isId24(value: unknown): value is string {
  return typeof value === 'string' && id24.test(value);
}

/** Whether a recipe id names a member-created recipe rather than a provider recipe. */
export function isMemberRecipeId(id: string): boolean {
  return isId24(id);
}
