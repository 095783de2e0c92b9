import type { ReactNode } from 'react';
import { JoinPotluck, type JoinPotluckProps } from '../components/Potluck/index.ts';

export interface PotluckJoinScreenProps {
  /** The member's or the visitor's frame, drawn by the app around the invitation (without a title of its own). */
  frame: (children: ReactNode) => ReactNode;
  join: JoinPotluckProps;
}

/**
 * /potluck-link/:token: the invitation card, then "Join the potluck" (a member) or an answer with a name (a
 * visitor, who may log in or sign up instead). The potluck's title is the page's heading.
 */
export function PotluckJoinScreen({ frame, join }: PotluckJoinScreenProps) {
  return <>{frame(<JoinPotluck {...join} />)}</>;
}
PotluckJoinScreen.displayName = 'PotluckJoinScreen';
