//! The rules of chess and its notations, one concept a module: [`notation`]
//! (square and piece names), [`setup`] (a position as written, before it is
//! checked), [`attacks`], [`castling`] (a position's castling, one value for
//! standard chess and Chess960, and what it is made of: the rights as rooks,
//! Chess960 castling over the `chess` crate's move generator),
//! [`move_effect`], [`position`] (a legal position, built from a setup that
//! keeps the rules, or the reason it does not), [`fen`], [`san`], [`uci`],
//! [`zobrist`], [`moves_to`], [`move_info`], [`tree`] (a game's moves as a
//! tree of variations), [`game`], [`outcome`], [`editable`] (a game or a
//! setup being edited), [`pgn`], [`perft`] and [`board_text`].

pub mod attacks;
pub mod board_text;
pub mod castling;
pub mod editable;
pub mod fen;
pub mod game;
pub mod move_effect;
pub mod move_info;
pub mod moves_to;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod san;
pub mod setup;
pub mod tree;
pub mod uci;
pub mod zobrist;
