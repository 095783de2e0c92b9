import { potluckLimits } from '@potluck/domain';
import { Button } from '../../primitives/Button/index.ts';
import type { LinkComponent } from '../Link/index.ts';
import styles from './Potluck.module.css';

export interface PotluckMenuDish {
  id: string;
  title: string;
  /** The recipe's page, null for a free text. */
  href: string | null;
  /** "Kenji Sato" or "You". */
  cook: string;
  /** "Serves 4 of 4". */
  servings: string;
  /** "Contains gluten", "No guest’s intolerance found in its ingredients", "Not checked". */
  diet: string;
  /** Whether it contains something a guest avoids (drawn as a warning). */
  flagged: boolean;
  /** The cook's own dish: unclaim, shopping list, cook mode. */
  mine: {
    onUnclaim: () => void;
    /** The dish's servings now, and a change of them ("Change servings" sends the number in the field). */
    servings: number;
    onServingsChange: (change: { servings: number }) => void;
    /** For a recipe dish: "Add my dish to my shopping list". */
    onAddToShoppingList: (() => void) | null;
    /** Cook mode at the dish's servings. */
    cookHref: string | null;
  } | null;
}

export interface PotluckMenuCourse {
  course: string;
  /** "Mains". */
  name: string;
  /** "Mains: 1 of 3 claimed, 2 open". */
  progress: string;
  dishes: readonly PotluckMenuDish[];
  /** Null when the member may not claim here (full, closed, cancelled). */
  onClaim: (() => void) | null;
}

export interface PotluckMenuProps {
  courses: readonly PotluckMenuCourse[];
  busy: boolean;
  Link: LinkComponent;
}

/** The menu per course: who brings what, what each contains, what is still missing. */
export function PotluckMenu({ courses, busy, Link }: PotluckMenuProps) {
  return (
    <section className={styles.section} aria-labelledby="potluck-menu">
      <h2 id="potluck-menu" className={styles.sectionTitle}>
        Menu
      </h2>
      <div className={styles.courses}>
        {courses.map((course) => (
          <section key={course.course} className={styles.course} aria-label={course.name}>
            <h3 className={styles.courseTitle}>{course.progress}</h3>
            <ul className={styles.dishes}>
              {course.dishes.map((dish) => (
                <li key={dish.id} className={styles.dish}>
                  <span className={styles.dishTitle}>
                    {dish.href ? <Link to={dish.href}>{dish.title}</Link> : dish.title}
                  </span>
                  <span className={styles.muted}>
                    {dish.cook} · {dish.servings}
                  </span>
                  <p className={dish.flagged ? styles.contains : styles.muted}>{dish.diet}</p>
                  {dish.mine && (
                    <div className={styles.row}>
                      {dish.mine.onAddToShoppingList && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          onClick={() => dish.mine?.onAddToShoppingList?.()}
                        >
                          Add my dish to my shopping list
                        </Button>
                      )}
                      {dish.mine.cookHref && <Link to={dish.mine.cookHref}>Cook</Link>}
                      <form
                        className={styles.row}
                        // The field starts from the servings the server holds (keyed, so a new answer resets it);
                        // the number is read when the cook presses Change servings.
                        key={dish.mine.servings}
                        onSubmit={(event) => {
                          event.preventDefault();
                          const servings = Number(new FormData(event.currentTarget).get('servings'));
                          if (Number.isInteger(servings) && servings >= 1)
                            dish.mine?.onServingsChange({ servings });
                        }}
                      >
                        <label className={styles.row}>
                          Servings
                          <input
                            type="number"
                            name="servings"
                            min={1}
                            max={potluckLimits.servings}
                            required
                            defaultValue={dish.mine.servings}
                          />
                        </label>
                        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                          Change servings
                        </Button>
                      </form>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => dish.mine?.onUnclaim()}
                      >
                        Give it up
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {course.onClaim && (
              <Button size="sm" onClick={() => course.onClaim?.()}>
                Bring a dish to {course.name.toLowerCase()}
              </Button>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
PotluckMenu.displayName = 'PotluckMenu';
