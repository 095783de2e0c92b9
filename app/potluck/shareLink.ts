// The device's share sheet for a potluck's links: the join link, a guest's private link. Only the potluck page
// loads it (the landing page's entry stays within its budget).

/** The device's share sheet (phones, some desktops); null where there is none. A cancelled sheet is no failure. */
export const shareLink =
  typeof navigator.share === 'function'
    ? async (shared: { title: string; url: string }): Promise<void> => {
        try {
          await navigator.share(shared);
        } catch (error) {
          if ((error as { name?: string } | null)?.name !== 'AbortError') throw error;
        }
      }
    : null;
