// People as the app names them (issue 39): by name, the username where there is none or where it tells two apart.
import { describe, expect, it } from 'vitest';
import { byName, distinctNames, fullName, personChoice } from '../../../../app/selectors/people.ts';

describe('people by name', () => {
  it('is the first and last name, trimmed; the username when both are empty', () => {
    expect(fullName({ username: 'kenji_eats', fName: ' Kenji ', lName: 'Lopez ' })).toBe('Kenji Lopez');
    expect(fullName({ username: 'sam', fName: 'Sam', lName: '' })).toBe('Sam');
    expect(fullName({ username: 'ada', fName: ' ', lName: null })).toBe('ada');
  });

  it('adds the username only where two in one list share a name, ignoring case', () => {
    expect(
      distinctNames([
        { username: 'sam_l', fName: 'Sam', lName: 'Lee' },
        { username: 'kenji', fName: 'Kenji', lName: 'Lopez' },
        { username: 'samlee', fName: 'sam', lName: 'lee' },
      ]),
    ).toEqual(['Sam Lee (@sam_l)', 'Kenji Lopez', 'sam lee (@samlee)']);
  });

  it('offers a person in a picker by name, the username beside it unless it is the name', () => {
    expect(personChoice({ id: 'k', username: 'kenji', fName: 'Kenji', lName: 'Lopez' }, 's1')).toEqual({
      id: 'k',
      label: 'Kenji Lopez',
      detail: '@kenji',
      shareId: 's1',
    });
    expect(personChoice({ id: 'a', username: 'ada' }, null)).toEqual({
      id: 'a',
      label: 'ada',
      detail: null,
      shareId: null,
    });
  });

  it('lists people by name, ignoring case and accents, the username breaking a tie', () => {
    const people = [
      { username: 'zed', fName: 'Zoë', lName: 'Adams' },
      { username: 'b2', fName: 'ann', lName: 'Zimmer' },
      { username: 'émile', fName: '', lName: '' },
      { username: 'a1', fName: 'Ann', lName: 'Zimmer' },
    ];
    expect(byName(people).map((person) => person.username)).toEqual(['a1', 'b2', 'émile', 'zed']);
  });
});
