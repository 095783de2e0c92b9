export * from './LandingHero.tsx';
