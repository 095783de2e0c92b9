export * from './api.ts';
export * from './appClient.ts';
export { checkEveryAnswer } from './data/checkAnswers.ts';
export { deviceStorage } from './data/deviceStorage.ts';
export * from './http.ts';
export * from './liveEvents.ts';
export * from './provider.ts';
export * from './rateLimiter.ts';
export * from './recipeView.ts';
