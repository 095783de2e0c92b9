// Drinks seen from the side: a tall glass with ice, a straw and a slice on the rim, a smaller one behind it.
import { shade } from './palette.ts';
import { colour, type Scene } from './scene.ts';
import { r } from './seed.ts';
import { shadow } from './shapes.ts';

function glass(cx: number, bottom: number, w: number, h: number, liquid: string, fill: number): string {
  const top = bottom - h;
  const inset = w * 0.1;
  const level = bottom - h * fill;
  const edge = (y: number) => inset * ((bottom - y) / h);
  return (
    shadow(cx, bottom + 4, w * 0.6, 10, 0.2) +
    `<path d="M${r(cx - w / 2)} ${r(top)} L${r(cx - w / 2 + inset)} ${r(bottom)} L${r(cx + w / 2 - inset)} ${r(bottom)} L${r(cx + w / 2)} ${r(top)} Z" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>` +
    `<path d="M${r(cx - w / 2 + inset - edge(level) + 4)} ${r(level)} L${r(cx - w / 2 + inset + 4)} ${r(bottom - 6)} L${r(cx + w / 2 - inset - 4)} ${r(bottom - 6)} L${r(cx + w / 2 - inset + edge(level) - 4)} ${r(level)} Z" fill="${liquid}"/>` +
    `<ellipse cx="${r(cx)}" cy="${r(level)}" rx="${r(w / 2 - inset + edge(level) - 4)}" ry="6" fill="${shade(liquid, 0.25)}"/>` +
    `<rect x="${r(cx - w / 2 + 10)}" y="${r(top + 12)}" width="6" height="${r(h * 0.7)}" rx="3" fill="#ffffff" fill-opacity="0.5"/>`
  );
}

export function drinkGlasses(scene: Scene): string {
  const { random } = scene;
  const drink = colour(scene, 0);
  const garnish = colour(scene, 1);
  let out = glass(150, 300, 90, 150, shade(drink, 0.15), 0.7);
  const cx = 300;
  const bottom = 330;
  out += glass(cx, bottom, 130, 240, drink, 0.78);
  for (let i = 0; i < 3; i++) {
    const x = cx - 34 + i * 26 + random.between(-4, 4);
    const y = bottom - 180 + i * 22;
    out += `<rect x="${r(x)}" y="${r(y)}" width="30" height="30" rx="6" fill="#ffffff" fill-opacity="0.55" transform="rotate(${r(random.between(-20, 20))} ${r(x + 15)} ${r(y + 15)})"/>`;
  }
  out += `<path d="M${cx + 20} ${bottom - 40} L${cx + 46} ${bottom - 290}" stroke="${scene.table.cloth}" stroke-width="10" stroke-linecap="round"/>`;
  out += `<circle cx="${cx - 60}" cy="${bottom - 238}" r="34" fill="${garnish}"/><circle cx="${cx - 60}" cy="${bottom - 238}" r="26" fill="${shade(garnish, 0.35)}"/>`;
  for (let i = 0; i < 6; i++) {
    const angle = (i / 6) * Math.PI * 2;
    out += `<path d="M${cx - 60} ${bottom - 238} L${r(cx - 60 + Math.cos(angle) * 24)} ${r(bottom - 238 + Math.sin(angle) * 24)}" stroke="${garnish}" stroke-width="2"/>`;
  }
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${r(random.between(420, 520))}" cy="${r(random.between(240, 340))}" r="${r(random.between(8, 14))}" fill="${colour(scene, 2 + (i % 2))}"/>`;
  }
  return out;
}
