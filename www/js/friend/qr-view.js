// The friend's link as a QR code, to scan with a phone's camera (part of
// the view: it draws on index.html's #friend-qr). lean-qr (MIT, in
// www/vendor/) makes the code; it is fetched the first time a link is shown.
let leanQr = null;

/** The link drawn last (a link drawn again is not redrawn). */
let drawn = '';

/** Draws `text` as a QR code on `canvas` (one pixel a module, four modules of margin; CSS scales it), or hides it for ''. */
export async function showQr(canvas, text) {
  if (text === drawn) return;
  drawn = text;
  if (!text) {
    canvas.hidden = true;
    return;
  }
  leanQr ??= import('../../vendor/lean-qr.mjs');
  const { generate } = await leanQr;
  // Only the last link asked for is drawn (the module may have come after a newer one).
  if (drawn !== text) return;
  try {
    // Dark on white whatever the page's theme: a camera reads it so.
    generate(text).toCanvas(canvas, { pad: 4, on: [0, 0, 0, 255], off: [255, 255, 255, 255] });
    canvas.hidden = false;
  } catch {
    // Longer than a QR code holds: the link is still there to copy.
    canvas.hidden = true;
  }
}
