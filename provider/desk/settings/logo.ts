import type { DeskSettings } from '../../../contract/desk-settings';
import type { DeskActor } from '../audit';
import { dropUnusedPictures, keepSitePicture, type PictureDeps, withKeptPicture } from '../site-pictures';
import { replaceTenantFields } from './settings-writes';

/**
 * Makes an upload of this tenant the site's logo (docs/product.md, "Settings"). Uploads take
 * JPEG and PNG only, checked by their bytes: an SVG, which could carry scripts, is refused
 * where it is uploaded. The picture is copied to a key of its own, out of reach of the
 * image-search sweep; if the save fails the copy goes, once it succeeded the old logo does.
 */
export async function updateLogo(deps: PictureDeps, actor: DeskActor, uploadKey: string, now: Date): Promise<DeskSettings> {
  const logoImage = await keepSitePicture(deps, actor.tenantId, 'logo', uploadKey, 'key', now);
  const { settings, before } = await withKeptPicture(deps, actor.tenantId, logoImage, () =>
    replaceTenantFields(deps.db, actor, 'settings.logo', { logoImage }, now));
  await dropUnusedPictures(deps, actor.tenantId, [before.logoImage]);
  return settings;
}
