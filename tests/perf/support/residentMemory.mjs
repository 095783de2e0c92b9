// What a process's resident memory is made of, from Linux's /proc/<pid>/smaps: every mapping with its resident
// size, sorted into the kinds that matter for the server (bench:startup). glibc gives each thread that calls
// malloc an arena of its own, reserved as 64 MB heaps aligned to 64 MB; memory freed in an arena stays resident
// until the top of the heap is free, so a thread that once worked hard (V8 compiling WebAssembly, scrypt in
// libuv's pool) keeps its peak.
import { readFileSync } from 'node:fs';

const arenaSize = 64 * 1024 * 1024;

/** The process's mappings: address, size, permissions, file (empty when anonymous) and resident bytes. */
export function mappings(pid) {
  const found = [];
  let current;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1], 16);
      current = { start, size: Number.parseInt(head[2], 16) - start, perms: head[3], file: head[4], rss: 0 };
      found.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  return found;
}

/**
 * Resident bytes by kind. `webAssemblyMemory` is the size of PGlite's WebAssembly memory (from the admin's
 * runtime reading): its mapping is the anonymous read-write one of exactly that size.
 */
export function residentByKind(pid, webAssemblyMemory) {
  const kinds = { total: 0, webAssembly: 0, files: 0, mainHeap: 0, threadArenas: 0, other: 0 };
  let wasmFound = false;
  for (const map of mappings(pid)) {
    kinds.total += map.rss;
    if (!wasmFound && !map.file && map.perms === 'rw-p' && map.size === webAssemblyMemory) {
      wasmFound = true;
      kinds.webAssembly += map.rss;
    } else if (map.file === '[heap]') kinds.mainHeap += map.rss;
    else if (map.file.startsWith('/')) kinds.files += map.rss;
    else if (!map.file && map.start % arenaSize === 0 && map.size <= arenaSize) kinds.threadArenas += map.rss;
    else kinds.other += map.rss;
  }
  return kinds;
}
