// The Potluck brand marks: a round cooking pot with steam (the mark), the wordmark beside it, and the
// default avatar the chat panel and profiles show when a member has no picture (SPEC §2: user.png).
import { seededRandom } from './seed.ts';

const potColour = '#e0603a';
const lidColour = '#b8462a';
const inkColour = '#3a2a22';

/** The pot mark in a 64×64 box. */
function potMark(): string {
  return (
    '<path d="M22 14 q-4 -5 0 -10 M32 12 q-4 -5 0 -10 M42 14 q-4 -5 0 -10" stroke="#f2a541" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    `<rect x="12" y="22" width="40" height="6" rx="3" fill="${lidColour}"/>` +
    `<rect x="28" y="17" width="8" height="6" rx="2" fill="${lidColour}"/>` +
    `<path d="M10 30 h44 v10 a18 16 0 0 1 -18 16 h-8 a18 16 0 0 1 -18 -16 Z" fill="${potColour}"/>` +
    `<rect x="3" y="32" width="9" height="6" rx="3" fill="${lidColour}"/>` +
    `<rect x="52" y="32" width="9" height="6" rx="3" fill="${lidColour}"/>` +
    '<path d="M18 38 h28" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>'
  );
}

export function logoSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64" role="img" aria-label="Potluck">' +
    potMark() +
    `<text x="72" y="44" font-family="Inter, 'Liberation Sans', Arial, sans-serif" font-size="34" font-weight="700" fill="${inkColour}" letter-spacing="-0.5">Potluck</text>` +
    '</svg>'
  );
}

export function faviconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#fff4e6"/>' +
    `<g transform="translate(4 6) scale(0.875)">${potMark()}</g>` +
    '</svg>'
  );
}

/** The default avatar: a neutral head and shoulders on a soft ground. */
export function defaultAvatarSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    '<rect width="256" height="256" fill="#e6e1da"/>' +
    '<circle cx="128" cy="104" r="48" fill="#b9b0a5"/>' +
    '<path d="M40 256 q0 -88 88 -88 q88 0 88 88 Z" fill="#b9b0a5"/>' +
    '</svg>'
  );
}

const skins = ['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a86b47'];
const hairs = ['#2b1b12', '#6b3e26', '#d9a441', '#1c1c1c', '#a33b20', '#8a8a8a'];
const grounds = ['#ffd6a5', '#caffbf', '#9bf6ff', '#bdb2ff', '#ffc6ff', '#fdffb6', '#a0c4ff', '#ffadad'];
const shirts = ['#e76f51', '#2a9d8f', '#264653', '#f4a261', '#6a4c93', '#1982c4', '#8ac926', '#ff595e'];

/** A demo member's avatar: a friendly flat portrait, varied by index. */
export function memberAvatarSvg(index: number): string {
  const random = seededRandom(index + 101);
  const skin = random.pick(skins);
  const hair = random.pick(hairs);
  const ground = grounds[index % grounds.length] ?? '#ffd6a5';
  const shirt = shirts[index % shirts.length] ?? '#2a9d8f';
  const longHair = index % 2 === 0;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    `<rect width="256" height="256" fill="${ground}"/>` +
    (longHair ? `<path d="M70 110 q0 -70 58 -70 q58 0 58 70 v80 h-116 Z" fill="${hair}"/>` : '') +
    `<path d="M36 256 q0 -84 92 -84 q92 0 92 84 Z" fill="${shirt}"/>` +
    `<rect x="112" y="148" width="32" height="34" rx="12" fill="${skin}"/>` +
    `<circle cx="128" cy="112" r="50" fill="${skin}"/>` +
    `<path d="M78 104 q4 -58 54 -56 q44 2 46 56 q-22 -26 -60 -24 q-24 2 -40 24 Z" fill="${hair}"/>` +
    `<circle cx="110" cy="116" r="5" fill="${inkColour}"/><circle cx="146" cy="116" r="5" fill="${inkColour}"/>` +
    `<path d="M112 136 q16 14 32 0" stroke="${inkColour}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    '</svg>'
  );
}
