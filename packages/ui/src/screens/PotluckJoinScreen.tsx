import type { ReactNode } from 'react';
import { JoinPotluck, type JoinPotluckProps } from '../components/Potluck/index.ts';

export interface PotluckJoinScreenProps {
  /** The member's or the visitor's frame, drawn by the app around the landing. */
  frame: (children: ReactNode) => ReactNode;
  join: JoinPotluckProps;
}

/** /potluck-link/:token: the join link's landing, for a member (join) or a visitor (sign up or log in first). */
export function PotluckJoinScreen({ frame, join }: PotluckJoinScreenProps) {
  return <>{frame(<JoinPotluck {...join} />)}</>;
}
PotluckJoinScreen.displayName = 'PotluckJoinScreen';
