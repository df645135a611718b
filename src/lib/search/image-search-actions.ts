import { shopperApi } from '../session/shopper-api';
import { uploadSearchImage, type SearchImageType } from './image-search';

/** Uploads the shopper's photo for image search (docs/product.md, "Image search") and answers its stored URL. */
export const uploadImageToSearch = (image: Blob, type: SearchImageType, name: string): Promise<string> =>
  uploadSearchImage(shopperApi(), image, type, name);
