/** The picture kinds the server accepts (it checks the bytes too). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
