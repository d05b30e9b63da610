/** Where an uploaded image is served: /api/images/{sha256}.webp (answers give it on PUBLIC_URL). */
export const OWN_IMAGE_PATH = /^\/api\/images\/([0-9a-f]{64})\.webp$/;
