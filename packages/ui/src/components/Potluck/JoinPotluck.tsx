import { Button } from '../../primitives/Button/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import { GuestAnswerForm, type GuestAnswerFormProps } from './GuestAnswerForm.tsx';
import styles from './Join.module.css';
import { PotluckInvitation } from './PotluckInvitation.tsx';

export interface JoinPotluckProps {
  /** `sending`: a visitor's answer on its way; `cancelled`: the potluck was cancelled (no answer taken). */
  status: 'loading' | 'gone' | 'ready' | 'joining' | 'sending' | 'cancelled';
  /** The invitation card: all a join link tells before answering. */
  title: string;
  hostName: string;
  /** "Sunday, 6 December 2026 at 13:00". */
  when: string;
  /** "in 6 days"; null when not said. */
  relativeWhen?: string | null | undefined;
  place?: string | undefined;
  /** A member joins here; a visitor answers with a name (or signs up or logs in first: the link is kept). */
  member: boolean;
  onJoin: () => void;
  /** A visitor's answer as a guest without an account; null for a member. */
  guest?: Omit<GuestAnswerFormProps, 'sending'> | null | undefined;
  Link: LinkComponent;
}

/** The join link's page: an invitation card, then join (a member), or answer with a name (a visitor). */
export function JoinPotluck(props: JoinPotluckProps) {
  const { Link } = props;
  if (props.status === 'gone')
    return (
      <section className={styles.gone} aria-labelledby="join-gone">
        <h1 id="join-gone" className={styles.goneTitle}>
          This join link is off
        </h1>
        <p>Ask the host for a new link, or for an invitation.</p>
      </section>
    );
  if (props.status === 'loading')
    return (
      <section className={styles.gone} aria-labelledby="join-loading" aria-busy="true">
        <h1 id="join-loading" className={styles.goneTitle}>
          A potluck invitation
        </h1>
        <p role="status">Loading the invitation…</p>
      </section>
    );
  const cancelled = props.status === 'cancelled';
  return (
    <div className={styles.join}>
      <PotluckInvitation
        title={props.title}
        when={props.when}
        relativeWhen={props.relativeWhen}
        place={props.place ?? ''}
        hostLine={`Hosted by ${props.hostName}`}
        cancelled={cancelled}
      />
      {cancelled ? (
        <p className={styles.closed}>The potluck was cancelled, so it takes no answers.</p>
      ) : props.member ? (
        <div>
          <Button size="lg" loading={props.status === 'joining'} onClick={() => props.onJoin()}>
            Join the potluck
          </Button>
        </div>
      ) : (
        <>
          {props.guest && <GuestAnswerForm {...props.guest} sending={props.status === 'sending'} />}
          <nav className={styles.account} aria-label="Answer with an account">
            <p>
              Have an account? <Link to="/login">Log in</Link> to answer with it.
            </p>
            <p>
              New here? <Link to="/signup">Sign up</Link> to keep recipes and host potlucks too.
            </p>
          </nav>
        </>
      )}
    </div>
  );
}
JoinPotluck.displayName = 'JoinPotluck';
