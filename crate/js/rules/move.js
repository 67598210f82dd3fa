// A move as the rules encode it (crate/src/wasm/mod.rs, `encode`): its
// fields separated by tabs, in the order color, from, to, piece, captured,
// promotion, flags, SAN, LAN, the FEN before and the FEN after (an empty
// field: absent). Move reads them, for Chess (chess.js) and for the engine's
// side (search-game.js), which imports this module without the rules'.

/** A move as chess.js 1.x describes it, from the rules' encoding of it (`fields`). */
export class Move {
  constructor(fields) {
    // The one reader of the encoding, field by field in its order (see above).
    const [color, from, to, piece, captured, promotion, flags, san, lan, before, after] =
      fields.split('\t');
    this.color = color;
    this.from = from;
    this.to = to;
    this.piece = piece;
    // Like chess.js, both keys exist and are undefined when not applicable.
    this.captured = captured || undefined;
    this.promotion = promotion || undefined;
    this.flags = flags;
    this.san = san;
    this.lan = lan;
    this.before = before;
    this.after = after;
  }

  isCapture() {
    return this.flags.includes('c');
  }

  isPromotion() {
    return this.flags.includes('p');
  }

  isEnPassant() {
    return this.flags.includes('e');
  }

  isKingsideCastle() {
    return this.flags.includes('k');
  }

  isQueensideCastle() {
    return this.flags.includes('q');
  }

  isCastle() {
    return this.isKingsideCastle() || this.isQueensideCastle();
  }

  isBigPawn() {
    return this.flags.includes('b');
  }
}
