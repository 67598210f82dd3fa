// Text packed for a link (ferrochess/play): deflated (the platform's
// CompressionStream, 'deflate', which every browser and Node >= 18 has) and
// written in base64url, which a URL's fragment carries as it is. Reading one
// back is bounded: the code's characters and what it inflates to.

/** Bytes to base64url (no padding). */
export function toBase64Url(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url to bytes; throws on any other character. */
export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it holds characters a code does not have');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The bytes of `bytes` through a (de)compression `transform`, at most `limit` of them (else an Error). */
async function through(bytes, transform, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader();
  const parts = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new Error(`it inflates past ${limit} bytes`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `text` deflated, in base64url. */
export async function pack(text) {
  return toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream('deflate'), Infinity));
}

/** The text `packed` holds (pack's), at most `limit` bytes of it; throws an Error saying what is wrong. */
export async function unpack(packed, limit) {
  const bytes = await through(fromBase64Url(packed), new DecompressionStream('deflate'), limit);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
