import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { COMPRESSIBLE_FILE_TYPES } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside each compressible static file of the build, at the highest
 * levels: done once here, the front door sends them as they are (front-door.server.ts).
 */
export default function precompress(): AstroIntegration {
  return {
    name: 'storefront:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        const files = entries.filter((e) => e.isFile() && COMPRESSIBLE_FILE_TYPES[extname(e.name)] !== undefined).map((e) => join(e.parentPath, e.name));
        await Promise.all(files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }));
        logger.info(`${files.length} static files precompressed (brotli, gzip)`);
      },
    },
  };
}
