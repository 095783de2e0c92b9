export * from './LoginForm.tsx';
export * from './SignupForm.tsx';
