import type { IdentityUpdate, LinksUpdate } from '../../../contract/desk-settings';
import { browserApi } from '../api/browser';
import { uploadPicture } from '../uploads/upload-picture';

/** A logo is redrawn at most this many pixels a side: sharp in the header on any screen, light to load. */
const LOGO_MAX_SIDE = 512;

/** The settings area's actions in the browser (docs/product.md, "Settings"), through `/api/desk/settings`. */
export const saveIdentity = (identity: IdentityUpdate) => browserApi().updateIdentity(identity);

export const saveLinks = (links: LinksUpdate) => browserApi().updateLinks(links);

/** Uploads the picked JPEG or PNG through the signed form, then makes it the logo. */
export const replaceLogo = async (file: File) =>
  browserApi().updateLogo(await uploadPicture(file, LOGO_MAX_SIDE, (ext) => browserApi().getLogoUploadToken(ext)));
