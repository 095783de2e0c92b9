import type { PotluckAnswer, PotluckCourse } from '@potluck/domain';

// Maria's potluck next Sunday (issue 28): her friends Kenji and Priya are going and have claimed dishes from their
// own recipes, Lea may come, Nora has not answered; the desserts are still open. Recipes are named by title;
// `text` is a free-text dish (not checked against intolerances). Messages are the thread, oldest first.

export interface DemoDish {
  cook: string;
  course: PotluckCourse;
  recipe?: string;
  text?: string;
  servings: number;
}

export const demoPotluck = {
  host: 'maria_cooks',
  title: 'Sunday potluck at Maria’s',
  time: '13:00',
  place: 'Maria’s garden, Via Roma 12',
  note: 'Bring a dish for about eight, and a chair if you have one. Kids welcome!',
  guests: [
    { username: 'kenji.eats', answer: 'going', people: 2 },
    { username: 'priya', answer: 'going', people: 1 },
    { username: 'lea.green', answer: 'maybe', people: 1 },
    { username: 'nora.n', answer: null, people: 1 },
  ] satisfies { username: string; answer: PotluckAnswer | null; people: number }[],
  dishes: [
    { cook: 'maria_cooks', course: 'main', recipe: 'Nonna’s Sunday Ragù', servings: 8 },
    { cook: 'kenji.eats', course: 'starter', recipe: 'Cucumber Sunomono', servings: 8 },
    { cook: 'kenji.eats', course: 'main', recipe: 'Salmon Teriyaki Rice Bowl', servings: 6 },
    { cook: 'priya', course: 'main', recipe: 'Chana Masala', servings: 8 },
    { cook: 'priya', course: 'drinks', recipe: 'Masala Chai', servings: 8 },
    { cook: 'maria_cooks', course: 'side', text: 'a green salad', servings: 8 },
  ] satisfies DemoDish[] as DemoDish[],
  messages: [
    ['maria_cooks', 'So happy you can all come! The garden is ready.'],
    ['kenji.eats', 'I’ll bring the salmon bowls, and my sister.'],
    ['priya', 'Chana masala and chai from me. Anyone doing a dessert?'],
  ] as [string, string][],
};
