import { isUploadablePicture, uploadPicture } from '../uploads/upload-picture';

/** A transfer certificate is read by a person: large enough for its small print. */
const CERTIFICATE_MAX_SIDE = 1600;

/** A JPEG or PNG picture within the upload limit (docs/product.md, "Limits"). */
export const isCertificatePicture = isUploadablePicture;

/** Uploads the bank transfer's certificate and answers its storage key for the deposit. */
export const uploadCertificate = (file: File): Promise<string> => uploadPicture(file, CERTIFICATE_MAX_SIDE);
