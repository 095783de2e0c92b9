export * from './api.ts';
export * from './appClient.ts';
export * from './http.ts';
export * from './liveEvents.ts';
export * from './provider.ts';
export * from './rateLimiter.ts';
export * from './recipeView.ts';
