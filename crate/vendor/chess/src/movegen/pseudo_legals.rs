pub fn pseudo_legal_moves<T: PieceType>(src: Square, color: Color, combined: BitBoard, mask: BitBoard) {

}
