// Build step (the last, scripts/prerender.ts): writes a brotli (.br) and a gzip (.gz) twin beside every
// text file of the build, so the production server sends compressed bytes without compressing on each request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 512;

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
const gzip = (data: Buffer) => gzipSync(data, { level: 9 });

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses the files of `dir` in place; returns how many it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || path.includes('/.vite/')) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotli(data));
    writeFileSync(`${path}.gz`, gzip(data));
    count += 1;
  }
  return count;
}
