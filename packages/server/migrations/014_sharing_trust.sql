-- Trust the list (docs/decisions/019-sharing-decided-in-sql.md): who may open a shopping list is decided on every
-- request by one SQL predicate (src/repositories/whoMayOpen.ts); this migration repairs what the old rules left
-- behind and makes the database refuse what the new ones forbid.

-- A member share lives only while the owner and the sharee are friends. Shares of friendships that ended before
-- this migration grant nothing under the predicate, but would come back to life if the two became friends again.
DELETE FROM shopping_shares s
 USING shopping_lists l
 WHERE s.list_id = l.id
   AND s.member_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = l.owner_id AND f.friend_id = s.member_id);

-- Amounts are finite and sane (shoppingLimits.largestQuantity, a million of the item's unit). A stored Infinity or
-- NaN made every read of its list fail; such an item keeps its name ("flour") and loses the absurd amount. In
-- PostgreSQL NaN compares above every number and Infinity above every finite one, so the bound refuses both.
UPDATE shopping_items
   SET quantity = NULL, unit = ''
 WHERE quantity IS NOT NULL AND NOT (quantity >= 0 AND quantity <= 1000000);
ALTER TABLE shopping_items
  ADD CONSTRAINT shopping_items_quantity_sane CHECK (quantity IS NULL OR (quantity >= 0 AND quantity <= 1000000));

-- Operation ids belong to the member who made the change: one member's id never turns another member's change
-- into a replay. Ids remembered before this migration are credited to the list's owner, who made most of them;
-- a sharee's replay of one in the week they are kept is applied again, once.
ALTER TABLE shopping_operations ADD COLUMN member_id text REFERENCES members (id) ON DELETE CASCADE;
UPDATE shopping_operations o SET member_id = l.owner_id FROM shopping_lists l WHERE l.id = o.list_id;
ALTER TABLE shopping_operations ALTER COLUMN member_id SET NOT NULL;
ALTER TABLE shopping_operations DROP CONSTRAINT shopping_operations_pkey;
ALTER TABLE shopping_operations ADD PRIMARY KEY (list_id, member_id, operation_id);
