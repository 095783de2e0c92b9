// /potlucks (issue 28): the potlucks machine's snapshot as the PotlucksScreen's props.
import { headcountWords, potluckAnswerWords, potluckCourseName } from '@potluck/domain';
import type { LinkComponent, PotlucksScreenProps } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import { draftProblems, newPotluckDraft } from '../../machines/potluck/hostDraft.ts';
import type { PotlucksEvent, potlucksMachine } from '../../machines/potluck/potlucksMachine.ts';
import { whenWords } from './potluckScreen.ts';

type PotlucksSnapshot = SnapshotFrom<typeof potlucksMachine>;

export function selectPotlucksScreen(
  snapshot: PotlucksSnapshot,
  send: (event: PotlucksEvent) => void,
  { Link }: { Link: LinkComponent },
): Omit<PotlucksScreenProps, 'shell'> {
  const { potlucks, now } = snapshot.context;
  // The form is the list's child while it is open; closed, it shows a new potluck's form (not drawn).
  const form = snapshot.children.hostForm?.getSnapshot();
  const draft = form?.context.draft ?? newPotluckDraft(now());
  return {
    list: {
      status: snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
      potlucks: potlucks.map((potluck) => ({
        id: potluck.id,
        href: `/potluck/${potluck.id}`,
        title: potluck.title,
        when: [whenWords(potluck.day, potluck.time), potluck.place].filter(Boolean).join(' · '),
        role: potluck.isHost
          ? 'You host'
          : `${[potluck.host.fName, potluck.host.lName].filter(Boolean).join(' ') || potluck.host.username} hosts · ${potluckAnswerWords(potluck.answer)}`,
        status:
          potluck.status === 'cancelled'
            ? 'Cancelled'
            : `${headcountWords(potluck.headcount)} · ${potluck.open === 1 ? '1 dish open' : `${potluck.open} dishes open`}`,
      })),
      onHost: () => send({ type: 'host.open' }),
      onReload: () => send({ type: 'potlucks.reload' }),
      Link,
    },
    form: {
      open: form !== undefined,
      title: 'Host a potluck',
      draft,
      problems: draftProblems(draft, now()),
      withDish: true,
      saving: form?.matches('sending') ?? false,
      courseNames: { ...potluckCourseName },
      onChange: (change) => send({ type: 'form.change', ...change }),
      onSave: () => send({ type: 'form.save' }),
      onOpenChange: (open) => send({ type: open ? 'host.open' : 'form.close' }),
    },
  };
}
