import type sharpModule from 'sharp';

// sharp (libvips, native) costs the process about 28 MB of resident memory once loaded: it is loaded on the first
// image made (an upload, a resize for srcset, the demo seed's pictures), not at start-up, so a server that has
// made none holds none of it (issue 30, docs/benchmarks.md "Server start-up and memory").

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own cache of recent operations (up to 50 MB and 100 of them) would hold decoded pictures that the
    // server never asks for twice: each resize is remembered as its result (routes/imageSizes.ts), and uploads
    // are made once.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
