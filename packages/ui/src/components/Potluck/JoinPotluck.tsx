import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './Potluck.module.css';

export interface JoinPotluckProps {
  status: 'loading' | 'gone' | 'ready' | 'joining';
  /** The potluck's title and host, all a join link shows before joining. */
  title: string;
  hostName: string;
  when: string;
  /** A member joins here; a visitor signs up or logs in first (the link is kept). */
  member: boolean;
  onJoin: () => void;
  Link: LinkComponent;
}

/** The join link's landing page: the title and host, then join (a member) or sign up / log in (a visitor). */
export function JoinPotluck(props: JoinPotluckProps) {
  const { Link } = props;
  if (props.status === 'gone')
    return <EmptyState message="This join link is off. Ask the host for a new link, or for an invitation." />;
  if (props.status === 'loading') return <p role="status">Loading the potluck…</p>;
  return (
    <section className={styles.details} aria-labelledby="join-title">
      <p className={styles.muted}>You are invited to a potluck</p>
      <h2 id="join-title" className={styles.title}>
        {props.title}
      </h2>
      <p>Hosted by {props.hostName}</p>
      <p>{props.when}</p>
      {props.member ? (
        <div>
          <Button loading={props.status === 'joining'} onClick={() => props.onJoin()}>
            Join the potluck
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Link to="/signup">Sign up and join</Link>
          <Link to="/login">Log in and join</Link>
        </div>
      )}
    </section>
  );
}
JoinPotluck.displayName = 'JoinPotluck';
