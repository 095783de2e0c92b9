import type sharpModule from 'sharp';

// sharp (libvips, native) costs the process about 28 MB of resident memory once loaded: it is loaded on the first
// image made (an upload, a resize for srcset, the demo seed's pictures), not at start-up, so a server that has
// made none holds none of it (issue 30, docs/benchmarks.md "Server start-up and memory").

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
