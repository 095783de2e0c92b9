// Public surface of the design system: primitives, product components and screens.
export * from './primitives/index.ts';
