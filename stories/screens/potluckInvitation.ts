// The potluck page as an invitation (issue 39), for the states whose machines are still being built: the screen's
// props written out from one sample potluck in the domain's own words (dates, servings, needs), so the stories read
// exactly as the page will. Maria hosts Sunday lunch in 6 days; Kenji brings a roast chicken (its recipe has
// gluten), Priya (who avoids gluten) comes with 2 people and brings a green salad (written as text: not checked),
// Sam came with the join link without an account, maybe, and avoids dairy.
import {
  bringCourseWords,
  courseProgressWords,
  dayDistanceWords,
  dayWords,
  dishDietWords,
  headcountWords,
  mainFreeWords,
  type PotluckCourse,
  potluckCourseName,
  restrictionWords,
  servingsAgainstHeadcountWords,
} from '@potluck/domain';
import type {
  PotluckDetailsProps,
  PotluckDietProps,
  PotluckMenuProps,
  PotluckScreenProps,
  PotluckThreadProps,
} from '@potluck/ui';
import { fn } from 'storybook/test';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { memberShell } from './shell.tsx';

export type Viewer = 'host' | 'member' | 'guest';

const today = '2026-11-30';
const day = '2026-12-06';
const headcount = 4;
export const joinLink = 'https://potluck.example/potluck-link/q7Xb2mK9pLw4Rz8Tn3Vc6Hd1';
export const guestLink = 'https://potluck.example/potluck-guest/Yk3n9QpL2wXr7Tb5Mc8Vd1Hf4Jg6Ks0Ra2Ne5Pu7Wz3';

export const invitationWhen = `${dayWords(day, 'longDay')} at 13:00`;
export const invitationSoon = dayDistanceWords(day, today);

/** The callbacks of every story: spies a play function can check. */
export const spies = {
  answer: fn(),
  people: fn(),
  peopleDone: fn(),
  claim: fn(),
  leave: fn(),
  remove: fn(),
  edit: fn(),
  invite: fn(),
  toggleClaims: fn(),
  toggleJoinLink: fn(),
  renewJoinLink: fn(),
  copyJoinLink: fn(),
  shareJoinLink: fn(),
  cancel: fn(),
  hostAgain: fn(),
  saveCookbook: fn(),
  needs: fn(),
  copyGuestLink: fn(),
  shareGuestLink: fn(),
  dismissGuestLink: fn(),
  renewGuestLink: fn(),
  keepAccount: fn(),
  message: fn(),
  send: fn(),
  unclaim: fn(),
  servings: fn(),
  shopping: fn(),
};

const names = { host: 'Maria Rossi', member: 'Kenji Sato', guest: 'Sam' } as const;

function guests(viewer: Viewer, cancelled: boolean): PotluckDetailsProps['guests'] {
  const hostView = viewer === 'host' && !cancelled;
  const people = [
    { id: 'maria', name: 'Maria Rossi', answer: 'Going', host: true, profile: '/profile/maria_cooks' },
    { id: 'kenji', name: 'Kenji Sato', answer: 'Going', profile: '/profile/kenji.eats' },
    { id: 'priya', name: 'Priya Shah', answer: 'Going, 2 people', profile: '/profile/priya' },
    { id: 'sam', name: 'Sam', answer: 'Maybe', guest: true, profile: null },
  ];
  return people.map(({ profile, ...person }) => {
    const you = names[viewer] === person.name;
    return {
      ...person,
      name: you ? 'You' : person.name,
      // No profile for the viewer, for a guest without an account, nor in a guest's frame.
      href: you || viewer === 'guest' ? null : profile,
      onRemove: hostView && !person.host ? spies.remove : null,
      removeLabel: `Remove ${person.name}`,
    };
  });
}

function details(viewer: Viewer, cancelled: boolean): PotluckDetailsProps {
  const isHost = viewer === 'host';
  const planned = !cancelled;
  return {
    title: 'Sunday lunch at Maria’s',
    when: invitationWhen,
    relativeWhen: invitationSoon,
    place: '12 Olive Street, Bristol',
    note: 'Bring a dish for about the headcount. Kids welcome!',
    hostLine: isHost ? 'You host' : 'Hosted by Maria Rossi',
    hostName: 'Maria Rossi',
    headcount: headcountWords(headcount),
    cancelled,
    calendarUrl: '/api/potlucks/700/calendar.ics',
    guests: guests(viewer, cancelled),
    notice: null,
    answer: planned ? { value: viewer === 'guest' ? 'maybe' : 'going', people: 1, busy: false } : null,
    onAnswer: spies.answer,
    onPeopleChange: spies.people,
    onPeopleDone: spies.peopleDone,
    bringing: planned
      ? {
          dishes:
            viewer === 'member'
              ? [{ id: 'chicken', title: 'Roast chicken with bread sauce', course: potluckCourseName.main }]
              : [],
          open: (['starter', 'main', 'side', 'dessert', 'drinks'] as PotluckCourse[]).map((course) => ({
            course,
            label: bringCourseWords(course),
            onClaim: spies.claim,
          })),
        }
      : null,
    onLeave: planned && !isHost ? spies.leave : null,
    host:
      isHost && planned
        ? {
            claimsClosed: false,
            joinLink,
            busy: false,
            onEdit: spies.edit,
            onInvite: spies.invite,
            onToggleClaims: spies.toggleClaims,
            onToggleJoinLink: spies.toggleJoinLink,
            onCancel: spies.cancel,
            onCopyJoinLink: spies.copyJoinLink,
            onShareJoinLink: spies.shareJoinLink,
            onRenewJoinLink: spies.renewJoinLink,
          }
        : null,
    onHostAgain: isHost ? spies.hostAgain : null,
    onSaveCookbook: viewer === 'guest' ? null : spies.saveCookbook,
    Link: AnchorLink,
  };
}

function diet(viewer: Viewer): PotluckDietProps {
  const hostView = viewer === 'host';
  const needs = [
    { intolerance: 'gluten', guests: 1, whose: 'Priya Shah', mainFree: false },
    { intolerance: 'dairy', guests: 1, whose: viewer === 'guest' ? 'you' : 'Sam', mainFree: true },
  ];
  return {
    audience: hostView ? 'host' : 'guest',
    Link: AnchorLink,
    restrictions: needs.map((need) => ({
      words: restrictionWords(need.intolerance, hostView ? need.guests : null),
      // A guest learns whose a need is only when it is their own.
      whose: hostView || need.whose === 'you' ? need.whose : null,
      mains: mainFreeWords(need.intolerance, need.mainFree),
    })),
    yours:
      viewer === 'guest'
        ? { kind: 'guest', needs: ['dairy'], busy: false, onChange: spies.needs }
        : { kind: 'member', needs: [], settingsHref: '/settings' },
  };
}

function menu(viewer: Viewer, cancelled: boolean): PotluckMenuProps {
  const dish = (
    course: PotluckCourse,
    places: number,
    dishes: PotluckMenuProps['courses'][number]['dishes'],
  ) => ({
    course,
    name: potluckCourseName[course],
    progress: courseProgressWords(course, dishes.length, places),
    dishes,
    onClaim: cancelled || dishes.length >= places ? null : spies.claim,
  });
  const kenjiCooks = viewer === 'member';
  return {
    busy: false,
    Link: AnchorLink,
    closed: cancelled ? 'Claims are closed: the potluck was cancelled.' : null,
    courses: [
      dish('starter', 2, [
        {
          id: 'salad',
          title: 'A green salad',
          href: null,
          cook: 'Priya Shah',
          servings: servingsAgainstHeadcountWords(6, headcount),
          diet: dishDietWords(null),
          flagged: false,
          mine: null,
        },
      ]),
      dish('main', 3, [
        {
          id: 'chicken',
          title: 'Roast chicken with bread sauce',
          href: viewer === 'guest' ? null : '/recipe/chicken',
          cook: kenjiCooks ? 'You' : 'Kenji Sato',
          servings: servingsAgainstHeadcountWords(8, headcount),
          diet: dishDietWords(['gluten']),
          flagged: true,
          mine:
            kenjiCooks && !cancelled
              ? {
                  onUnclaim: spies.unclaim,
                  servings: 8,
                  onServingsChange: spies.servings,
                  onAddToShoppingList: spies.shopping,
                  cookHref: '/recipe/chicken/cook?servings=8',
                }
              : null,
        },
      ]),
      dish('side', 3, []),
      dish('dessert', 2, []),
      dish('drinks', 1, []),
    ],
  };
}

function thread(): PotluckThreadProps {
  return {
    status: 'ready',
    messages: [
      { id: 'm2', author: 'Priya Shah', text: 'We are 2, see you Sunday!', when: '28 Nov, 10:02' },
      { id: 'm1', author: 'Kenji Sato', text: 'I bring the chicken!', when: '28 Nov, 10:01' },
    ],
    draft: '',
    sending: false,
    // The talk stays open on a cancelled potluck too.
    onDraftChange: spies.message,
    onSend: spies.send,
  };
}

/** The page for `viewer`, ready, with no dialog open. */
export function invitationPage(
  viewer: Viewer,
  { cancelled = false }: { cancelled?: boolean } = {},
): PotluckScreenProps {
  return {
    shell:
      viewer === 'guest'
        ? { guest: { name: 'Sam', onKeepAccount: spies.keepAccount, Link: AnchorLink } }
        : memberShell({ potlucks: 'current' }),
    status: 'ready',
    onReload: fn(),
    details: details(viewer, cancelled),
    diet: diet(viewer),
    menu: menu(viewer, cancelled),
    thread: thread(),
    guestLink: null,
    claim: null,
    refusal: null,
    edit: null,
    invite: null,
    again: null,
    saveCookbook: null,
    keepAccount: null,
    confirmCancel: null,
    confirmRemoval: null,
  };
}

/** A guest without an account's private link: shown once (`url`), or put away (`null`). */
export const guestLinkPanel = (url: string | null): NonNullable<PotluckScreenProps['guestLink']> => ({
  url,
  onCopy: spies.copyGuestLink,
  onShare: spies.shareGuestLink,
  onDismiss: spies.dismissGuestLink,
  onRenew: spies.renewGuestLink,
  renewing: false,
});
