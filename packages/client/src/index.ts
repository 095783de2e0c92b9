export * from './http.ts';
export * from './rateLimiter.ts';
export * from './storageCache.ts';
