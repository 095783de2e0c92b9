import { BookOpen, CalendarDays, House, MessageCircle, PlusSquare, User } from 'lucide-react';
import { memo } from 'react';
import { AnchorLink, type LinkComponent } from '../Link/index.ts';
import styles from './BottomNav.module.css';

export const bottomNavItems = ['home', 'addRecipe', 'cookbooks', 'plan', 'profile'] as const;
export type BottomNavItem = (typeof bottomNavItems)[number];

export interface BottomNavProps {
  /** The section the member is in, marked as the current page. */
  current?: BottomNavItem | undefined;
  /** Shows the red dot: a friend's latest message is newer than the last look at the chat. */
  unreadChat: boolean;
  chatOpen: boolean;
  onToggleChat: () => void;
  Link?: LinkComponent;
}

const links = {
  home: { to: '/', label: 'Home', Icon: House },
  addRecipe: { to: '/add-recipe', label: 'My Recipes', Icon: PlusSquare },
  cookbooks: { to: '/cookbook', label: 'Cookbooks', Icon: BookOpen },
  plan: { to: '/plan', label: 'Plan', Icon: CalendarDays },
  profile: { to: '/profile', label: 'Profile', Icon: User },
} as const;

/** The navigation along the bottom: home, my recipes, cookbooks, the meal plan, chat toggle and profile. */
export const BottomNav = memo(function BottomNav({
  current,
  unreadChat,
  chatOpen,
  onToggleChat,
  Link = AnchorLink,
}: BottomNavProps) {
  const link = (item: BottomNavItem) => {
    const { to, label, Icon } = links[item];
    return (
      <Link to={to} className={styles.item} aria-current={current === item ? 'page' : undefined}>
        <Icon aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </Link>
    );
  };
  return (
    <nav className={styles.nav} aria-label="Main">
      {link('home')}
      {link('addRecipe')}
      {link('cookbooks')}
      {link('plan')}
      <button
        type="button"
        className={styles.item}
        aria-pressed={chatOpen}
        data-chat-toggle=""
        onClick={() => onToggleChat()}
      >
        <span className={styles.iconWrap}>
          <MessageCircle aria-hidden="true" />
          {unreadChat && <span className={styles.dot} />}
        </span>
        <span className={styles.label}>
          Chat{unreadChat && <span className={styles.hidden}> (new messages)</span>}
        </span>
      </button>
      {link('profile')}
    </nav>
  );
});
BottomNav.displayName = 'BottomNav';
