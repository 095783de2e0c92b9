// The member's screen in the walk's state, in a frame of its own. In the same page as the chart, a screen that is
// a dialog would cover the chart, hide it from assistive technology and keep the keyboard inside itself (Radix
// portals to the page's body, sets pointer-events: none on it and traps focus); in a frame, the dialog opens inside
// the frame like on a phone, and the chart stays walkable.
//
// The screen is the story file's hidden `Screen` story (a whole Storybook preview), two frames deep: Storybook's
// preview talks to its parent window, and a preview whose parent is our chart would have the chart's preview take
// its messages (story rendered, errors) for its own. The middle frame is an empty page that listens to nothing.
import { useEffect, useRef, useState } from 'react';
import type { EventObject } from 'xstate';
import { type FromScreen, messageOf, type ToScreen } from './screenMessages.ts';
import { encodeWalk, type WalkEntry } from './walkState.ts';

export type ScreenFrameProps = {
  /** The id of the story that draws the screen ('statecharts-potluckmachine--screen'). */
  screenStoryId: string;
  entries: WalkEntry[];
  onSent: (event: EventObject) => void;
};

const title = 'The member’s screen in this state';

/** The inner frame's window, once the middle frame has made it. */
const screenWindow = (frame: HTMLIFrameElement | null) =>
  frame?.contentDocument?.querySelector('iframe')?.contentWindow ?? null;

export function ScreenFrame({ screenStoryId, entries, onSent }: ScreenFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const walk = encodeWalk(entries);
  const sent = useRef(onSent);
  sent.current = onSent;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== screenWindow(frame.current)) return;
      const message = messageOf<FromScreen>(event);
      if (message?.kind === 'screen.ready') setReady(true);
      if (message?.kind === 'screen.shown') setShown(message.walk);
      if (message?.kind === 'screen.sent') sent.current(message.event);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: ToScreen = { kind: 'walk.show', entries, walk };
    screenWindow(frame.current)?.postMessage(message, window.location.origin);
  }, [ready, walk, entries]);

  const src = `iframe.html?id=${encodeURIComponent(screenStoryId)}&viewMode=story`;
  const page = `<!doctype html><html lang="en"><head><title>${title}</title></head><body style="margin:0"><iframe src="${src}" title="${title}" style="border:0;display:block;width:100%;height:100vh"></iframe></body></html>`;
  return (
    <iframe
      ref={frame}
      srcDoc={page}
      title={title}
      // Tests and screenshots wait for this: the screen shows the walk's current state.
      data-shown={shown === walk ? '' : undefined}
    />
  );
}
