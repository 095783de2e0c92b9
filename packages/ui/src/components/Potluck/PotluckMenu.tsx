import { potluckLimits } from '@potluck/domain';
import { ChefHat, Plus } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import fieldStyles from '../../primitives/Field/Field.module.css';
import type { LinkComponent } from '../Link/index.ts';
import styles from './Potluck.module.css';

export interface PotluckMenuDish {
  id: string;
  title: string;
  /** The recipe's page, null for a free text. */
  href: string | null;
  /** "Kenji Sato" or "You". */
  cook: string;
  /** "Makes 8 servings · 4 people are coming" (servingsAgainstHeadcountWords). */
  servings: string;
  /** "Contains gluten", "No guest’s intolerance found in its ingredients", "Not checked". */
  diet: string;
  /** Whether it contains something a guest avoids (drawn as a warning). */
  flagged: boolean;
  /** The cook's own dish: unclaim, shopping list (not in a guest's frame), cook mode. */
  mine: {
    onUnclaim: () => void;
    /** The dish's servings now, and a change of them ("Change servings" sends the number in the field). */
    servings: number;
    onServingsChange: (change: { servings: number }) => void;
    /** For a recipe dish: "Add my dish to my shopping list". */
    onAddToShoppingList: (() => void) | null;
    /** Cook mode at the dish's servings. */
    cookHref: string | null;
    /** "I cooked this": the recipe's page with its dialog open (issue 41). */
    cookedHref?: string | null | undefined;
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
  /** "Save the menu as a cookbook" (asks for its name first); null for a guest without an account. */
  onSaveCookbook?: (() => void) | null | undefined;
  /** Why nothing can be claimed: "Claims are closed: the potluck was cancelled."; null: claims are open. */
  closed?: string | null | undefined;
}

/** The menu per course: who brings what, what each contains, what is still missing. */
export function PotluckMenu({ courses, busy, Link, onSaveCookbook = null, closed = null }: PotluckMenuProps) {
  return (
    <section className={styles.section} aria-labelledby="potluck-menu">
      <h2 id="potluck-menu" className={styles.sectionTitle}>
        Menu
      </h2>
      {closed && <p className={styles.closed}>{closed}</p>}
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
                  <span className={styles.cook}>
                    <ChefHat aria-hidden="true" />
                    <span className={styles.hidden}>Brought by </span>
                    {dish.cook}
                  </span>
                  <span className={styles.muted}>{dish.servings}</span>
                  <p className={dish.flagged ? styles.contains : styles.muted}>{dish.diet}</p>
                  {dish.mine && (
                    <div className={styles.mine}>
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
                      {dish.mine.cookedHref && <Link to={dish.mine.cookedHref}>I cooked this</Link>}
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
                        <label className={styles.people}>
                          Servings
                          <input
                            className={fieldStyles.control}
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
            {course.dishes.length === 0 && <p className={styles.muted}>Nobody brings one yet.</p>}
            {course.onClaim && (
              <div>
                <Button size="sm" variant="secondary" onClick={() => course.onClaim?.()}>
                  <Plus aria-hidden="true" />
                  Bring a dish to {course.name.toLowerCase()}
                </Button>
              </div>
            )}
          </section>
        ))}
      </div>
      {onSaveCookbook && (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => onSaveCookbook()}>
            Save the menu as a cookbook
          </Button>
          <span className={styles.muted}>Every recipe on the menu, in a cookbook of yours.</span>
        </div>
      )}
    </section>
  );
}
PotluckMenu.displayName = 'PotluckMenu';
