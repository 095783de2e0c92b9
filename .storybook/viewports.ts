// The three widths every screen is reviewed at (issue: viewport stories at 375, 768 and 1280 px). They are the
// viewport toolbar's options in the Storybook UI, and the test-runner sizes its page to the one a story sets.
export const viewports = {
  phone: { name: 'Phone · 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet · 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop · 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;
