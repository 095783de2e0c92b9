import { defaultAvatar } from '@potluck/domain';
import clsx from 'clsx';
import { Avatar as RadixAvatar } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styles from './Avatar.module.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<ComponentPropsWithRef<typeof RadixAvatar.Root>, 'children'> {
  src?: string | null | undefined;
  /** Whose picture it is; empty when a name beside it already says so. */
  name: string;
  size?: AvatarSize;
}

/** A member's picture; while it loads or when it fails, the default user picture shows instead. */
export function Avatar({ src, name, size = 'md', className, ...props }: AvatarProps) {
  return (
    <RadixAvatar.Root className={clsx(styles.avatar, className)} data-size={size} {...props}>
      {src && <RadixAvatar.Image className={styles.image} src={src} alt={name} />}
      <RadixAvatar.Fallback className={styles.fallback} delayMs={src ? 300 : 0}>
        <img className={styles.image} src={defaultAvatar} alt={name} />
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
Avatar.displayName = 'Avatar';
