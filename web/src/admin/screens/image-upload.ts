// A picture from the editor's file input as the upload mutation takes it: base64. A large photo is first
// scaled down in the browser (at most 2000 px a side, JPEG) so that it fits the back office's request
// limit; the upstream decodes, checks and re-encodes whatever arrives (backoffice/articles/images.ts).
const SEND_AS_IS_BYTES = 700 * 1024;
const MAX_SIDE = 2000;

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** The file as base64, scaled down first when it is a large JPEG, PNG or WebP. */
export async function imageAsBase64(file: File): Promise<string> {
  if (file.size <= SEND_AS_IS_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return base64Of(file);
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return base64Of(blob ?? file);
  } catch {
    // Not decodable here: the upstream says why.
    return base64Of(file);
  }
}
