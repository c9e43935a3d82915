// After the build: a Brotli (.br) and a gzip (.gz) copy beside every text file of dist, at the
// highest levels, so a server sends them as they are (the backend serves them with
// @fastify/static's preCompressed) instead of compressing on every request, or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(html|js|css|svg|json|txt|webmanifest)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

let count = 0;
let before = 0;
let after = 0;
// config.js is replaced per deployment: a compressed copy left beside it would be served instead
// of the new file.
const REPLACED_PER_DEPLOYMENT = new Set([path.join(dist, 'config.js')]);
for (const file of files(dist).filter((f) => TEXT.test(f) && !REPLACED_PER_DEPLOYMENT.has(f))) {
  const data = readFileSync(file);
  if (data.length < 256) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
