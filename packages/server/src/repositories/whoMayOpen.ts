// Who may open a shared thing, decided in SQL on every request (docs/decisions/019-sharing-decided-in-sql.md).
// Each kind of shared thing has ONE predicate here, and every statement that reads, changes or announces the thing
// uses it: the list's read, the access check of every write (inside the write's transaction), the member's list of
// lists and the audience of the live events. A share therefore ends everywhere at the moment its reason ends
// (an unfriending, a cookbook deleted), with no second copy of the rule to forget. Plans and potlucks add their
// predicate here in the same shape.

/**
 * SQL that is true when `member` may open the shopping list `list` now: its owner; a member it is shared with,
 * while the owner and that member are friends; whoever owns a cookbook it is shared with, at the time.
 *
 * @param list the alias of a shopping_lists row in the surrounding statement (its id and owner_id are read)
 * @param member a SQL expression for the member's id: a parameter ('$2') or a column
 */
export function mayOpenShoppingList(list: string, member: string): string {
  return `(${list}.owner_id = ${member}
    OR EXISTS (SELECT 1 FROM shopping_shares share_
                 JOIN friendships friend_ ON friend_.member_id = ${list}.owner_id AND friend_.friend_id = share_.member_id
                WHERE share_.list_id = ${list}.id AND share_.member_id = ${member})
    OR EXISTS (SELECT 1 FROM shopping_shares share_
                 JOIN cookbook_owners owner_ ON owner_.cookbook_id = share_.cookbook_id
                WHERE share_.list_id = ${list}.id AND owner_.member_id = ${member}))`;
}

/**
 * SQL for everyone who may open the lists `lists` picks now (columns list_id, member_id): the members each list
 * names (its owner, its member shares, its cookbooks' owners), kept only where mayOpenShoppingList holds.
 *
 * @param lists a condition on `l`, a shopping_lists row: `l.id = $1`, or `l.id IN (…)`
 */
export function shoppingListAudience(lists: string): string {
  return `SELECT l.id AS list_id, named.member_id FROM shopping_lists l
    CROSS JOIN LATERAL (
      SELECT l.owner_id AS member_id
      UNION SELECT s.member_id FROM shopping_shares s WHERE s.list_id = l.id AND s.member_id IS NOT NULL
      UNION SELECT o.member_id FROM shopping_shares s JOIN cookbook_owners o ON o.cookbook_id = s.cookbook_id
             WHERE s.list_id = l.id
    ) named
    WHERE (${lists}) AND ${mayOpenShoppingList('l', 'named.member_id')}`;
}

/**
 * SQL for the ids (column id) of the lists a member may open now, `$n` being the member: the lists that name them
 * (theirs, shared with them, shared with a cookbook they own) — an index-friendly superset — kept only where
 * mayOpenShoppingList holds.
 */
export function shoppingListsOpenableBy(memberParam: string): string {
  return `SELECT l.id FROM shopping_lists l
    WHERE l.id IN (SELECT id FROM shopping_lists WHERE owner_id = ${memberParam}
                   UNION SELECT list_id FROM shopping_shares WHERE member_id = ${memberParam}
                   UNION SELECT s.list_id FROM shopping_shares s JOIN cookbook_owners o ON o.cookbook_id = s.cookbook_id
                          WHERE o.member_id = ${memberParam})
      AND ${mayOpenShoppingList('l', memberParam)}`;
}

/**
 * SQL that is true when `member` may open the meal plan `p` (a plans row aliased p) now: its owner, or a member it
 * is shared with while the owner and they are friends. Reads, every write, the list of plans, the calendar feed
 * and the live events' audience all use it (planRepository.ts), so a share that ends (unfriending either way,
 * leaving, unsharing) ends everywhere in the same instant.
 *
 * @param member a SQL expression for the member's id: a parameter ('$2') or a column
 */
export const mayOpenPlan = (member: string): string => `(p.owner_id = ${member} OR EXISTS (
    SELECT 1 FROM plan_shares s
      JOIN friendships f ON f.member_id = p.owner_id AND f.friend_id = s.member_id
     WHERE s.plan_id = p.id AND s.member_id = ${member}))`;

/** Plans worth testing with mayOpenPlan for a member: theirs and those shared with them (an index-friendly superset). */
export const candidatePlans = (member: string): string =>
  `(p.owner_id = ${member} OR p.id IN (SELECT plan_id FROM plan_shares WHERE member_id = ${member}))`;

/**
 * SQL that is true when `member` may open the potluck `pot` (a potlucks row aliased so) now: its host or an
 * invitee (invited by the host, or joined with the join link while it was on), a row of potluck_guests either way
 * (docs/decisions/025). An admin is no guest. Reads, every write, the list, the calendar feed and the live events'
 * audience all use it (potluckRepository.ts).
 *
 * @param pot the alias of a potlucks row in the surrounding statement
 * @param member a SQL expression for the member's id: a parameter ('$2') or a column
 */
export const mayOpenPotluck = (pot: string, member: string): string =>
  `EXISTS (SELECT 1 FROM potluck_guests guest_ WHERE guest_.potluck_id = ${pot}.id AND guest_.member_id = ${member})`;

/**
 * SQL that is true when `member` may see the cook `cook` (a cooks row aliased so) now (docs/decisions/037): only
 * while they may open its recipe (a member recipe public or theirs; any catalogue recipe), and then its cook always,
 * everyone for an `everyone` cook, the cook's current friends for a `friends` one. An admin is no one special, and a
 * cook of a recipe that went private is shown to nobody else. Every read of cooks, the summary's numbers, the
 * recipe author's notification and the live events' audience use it (cookRepository.ts).
 *
 * @param cook the alias of a cooks row in the surrounding statement
 * @param member a SQL expression for the member's id: a parameter ('$2') or a column
 */
export const mayOpenCook = (cook: string, member: string): string =>
  `((${cook}.member_recipe_id IS NULL OR EXISTS (
       SELECT 1 FROM recipes recipe_
        WHERE recipe_.id = ${cook}.member_recipe_id AND (recipe_.is_public OR recipe_.owner_id = ${member})))
    AND (${cook}.member_id = ${member} OR ${cook}.visibility = 'everyone'
      OR (${cook}.visibility = 'friends' AND EXISTS (
            SELECT 1 FROM friendships friend_ WHERE friend_.member_id = ${cook}.member_id AND friend_.friend_id = ${member}))))`;

/**
 * SQL for everyone who hears of the cooks `cooks` picks (columns cook_id, member_id): the members a cook concerns
 * (its cook, the cook's friends, the recipe's author), kept only where mayOpenCook holds. Members who merely may see
 * an `everyone` cook read it when they open the recipe; its live event is for those it concerns.
 *
 * @param cooks a condition on `c`, a cooks row: `c.id = $1`
 */
export const cookAudience = (cooks: string): string =>
  `SELECT c.id AS cook_id, named.member_id FROM cooks c
    CROSS JOIN LATERAL (
      SELECT c.member_id
      UNION SELECT f.friend_id FROM friendships f WHERE f.member_id = c.member_id
      UNION SELECT r.owner_id FROM recipes r WHERE r.id = c.member_recipe_id
    ) named (member_id)
    WHERE (${cooks}) AND ${mayOpenCook('c', 'named.member_id')}`;
