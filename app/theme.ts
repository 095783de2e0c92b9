// The design system's light and dark themes live on <html data-theme> (portalled dialogs and toasts read it too).
// The app follows the device's colour preference, also when it changes while the page is open.
export function followSystemTheme(): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    document.documentElement.dataset.theme = dark.matches ? 'dark' : 'light';
  };
  apply();
  dark.addEventListener('change', apply);
}
