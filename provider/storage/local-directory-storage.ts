import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { InvalidStorageKeyError, isStorageKey, type ObjectStorage, type StoredObject } from './object-storage';

/**
 * Stores each object as a file under `rootDir`, with its content type in a sidecar file named
 * `.<name>.content-type` (a dot-name no key can take). Writes go to a temporary file that is
 * renamed into place, so a crash never leaves half a file under a key.
 */
export function createLocalDirectoryStorage(rootDir: string, publicUrl: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const baseUrl = publicUrl.replace(/\/+$/, '');

  const pathFor = (key: string): string => {
    const filePath = path.resolve(root, key);
    // The key pattern already rules out '..'; this keeps the guarantee local to the file system.
    if (!isStorageKey(key) || !filePath.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return filePath;
  };
  const contentTypePathFor = (filePath: string): string =>
    path.join(path.dirname(filePath), `.${path.basename(filePath)}.content-type`);

  return {
    async put(key, bytes, contentType) {
      const filePath = pathFor(key);
      await fs.mkdir(path.dirname(filePath), { recursive: true });
      await writeAtomically(contentTypePathFor(filePath), contentType);
      await writeAtomically(filePath, bytes);
    },

    async get(key): Promise<StoredObject | null> {
      const filePath = pathFor(key);
      try {
        const [bytes, contentType] = await Promise.all([
          fs.readFile(filePath),
          fs.readFile(contentTypePathFor(filePath), 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // EISDIR: the key names a folder of other keys, not an object.
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },

    async has(key) {
      const stat = await fs.stat(pathFor(key)).catch(() => null);
      return stat?.isFile() ?? false;
    },

    async delete(key) {
      const filePath = pathFor(key);
      await fs.rm(filePath, { force: true });
      await fs.rm(contentTypePathFor(filePath), { force: true });
    },

    urlFor(key) {
      pathFor(key);
      return `${baseUrl}/${key}`;
    },
  };
}

async function writeAtomically(filePath: string, data: Uint8Array<ArrayBuffer> | string): Promise<void> {
  const temporaryPath = `${path.dirname(filePath)}/.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporaryPath, data);
    await fs.rename(temporaryPath, filePath);
  } catch (error) {
    await fs.rm(temporaryPath, { force: true });
    throw error;
  }
}
