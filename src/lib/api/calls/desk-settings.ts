import type { KyInstance } from 'ky';
import { DeskSettings, type IdentityUpdate, type LinksUpdate } from '../../../../contract/desk-settings';
import { UploadToken } from '../../../../contract/requests';
import { parsed } from './query';

/** The settings area's calls (docs/product.md, "Desk calls"): identity, logo and links (OWNER). */
export const deskSettingsCalls = (http: KyInstance) => ({
  getDeskSettings: () => parsed(http.get('desk/settings'), DeskSettings),
  updateIdentity: (body: IdentityUpdate) => parsed(http.patch('desk/settings/identity', { json: body }), DeskSettings),
  updateLinks: (body: LinksUpdate) => parsed(http.put('desk/settings/links', { json: body }), DeskSettings),
  updateLogo: (key: string) => parsed(http.put('desk/settings/logo', { json: { key } }), DeskSettings),
  getLogoUploadToken: (ext: 'jpg' | 'png') => parsed(http.get('desk/settings/upload-token', { searchParams: { ext } }), UploadToken),
});
