// People as the app names them (issue 39): by their first and last name, as the potluck does, the username only
// where they gave no name, or beside the name where it tells two people apart. Pickers show the username beside
// the name always (choosing the wrong Sam shares a plan with a stranger's household).
import type { ShareChoice } from '@potluck/ui';

export interface Named {
  username: string;
  fName?: string | null | undefined;
  lName?: string | null | undefined;
}

/** "Kenji Lopez"; "kenji_eats" when they gave no name. */
export function fullName(person: Named): string {
  const name = [person.fName, person.lName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || person.username;
}

/** Each one's name in a list, "(@username)" added where two of them share it: "Sam Lee (@sam_l)". */
export function distinctNames(people: readonly Named[]): string[] {
  const names = people.map(fullName);
  const count = new Map<string, number>();
  for (const name of names) count.set(name.toLowerCase(), (count.get(name.toLowerCase()) ?? 0) + 1);
  return names.map((name, index) =>
    (count.get(name.toLowerCase()) ?? 0) > 1 ? `${name} (@${people[index]?.username})` : name,
  );
}

/** A person in a picker: the name first, the username beside it (unless the name is the username). */
export function personChoice(person: Named & { id: string }, shareId: string | null): ShareChoice {
  const label = fullName(person);
  return { id: person.id, label, detail: label === person.username ? null : `@${person.username}`, shareId };
}

/** People by name, as a picker lists them (ignoring case and accents, the username breaking a tie). */
export function byName<T extends Named>(people: readonly T[]): T[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  return [...people].sort(
    (a, b) => collator.compare(fullName(a), fullName(b)) || collator.compare(a.username, b.username),
  );
}
