// Public surface of the design system: primitives, product components and screens.

export * from './components/index.ts';
export * from './primitives/index.ts';
export * from './screens/index.ts';
