import type { cookModeMachine } from '../../../machines/cookModeMachine.ts';
import { env, said, type Walk } from './support.ts';

// Cook mode's walk: the wake lock's answers are events here (the viewer steps the machine purely, so the fake
// lock below is never asked), and the cook's taps. Timers ring in the app, not in this chart: the 15 minute timer
// starting shows in the event log.
const wakeLock = { acquire: () => new Promise<never>(() => {}) };

export const cookModeWalk: Walk<typeof cookModeMachine> = {
  input: {
    title: 'Chickpea curry',
    steps: [
      'Fry the onion in the oil for 15 minutes until golden.',
      'Stir in the spices and cook 1–2 minutes.',
      'Add the chickpeas and tomatoes and simmer for 1 hr 10 min.',
    ],
    ingredients: ['1 tbsp oil', '1 onion', '2 tsp garam masala', '2 x 400 g cans chickpeas'],
    wakeLock,
    now: env.now,
  },
  events: [
    said('The browser keeps the screen on', { type: 'wakeLock.acquired' }),
    said('The browser refuses the wake lock', { type: 'wakeLock.refused' }),
    said('The page is hidden: the browser takes the lock back', { type: 'wakeLock.lost' }),
    said('The cook comes back to the page', { type: 'page.visible' }),
    said('The cook starts the 15 minute timer', { type: 'timer.start', id: 'step1-1' }),
    said('The 15 minute timer rings', { type: 'timer.rang', id: 'step1-1', label: '15 minutes' }),
    said('The cook stops the ringing', { type: 'timer.dismiss', id: 'step1-1' }),
    said('The cook ticks off the onion', { type: 'ingredient.toggle', index: 1 }),
    said('The cook goes to the next step', { type: 'step.next' }),
    said('The cook goes back a step', { type: 'step.previous' }),
    said('The cook jumps to the last step', { type: 'step.go', index: 2 }),
    said('The cook leaves cook mode', { type: 'cook.leave' }),
  ],
  distinguish: (context) => ({ step: context.step, checked: context.checked }),
};
