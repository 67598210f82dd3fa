//! The engine (the default feature `engine`): [`search`] (the `Engine`
//! front end, iterative deepening, the node searches, skills and time),
//! [`eval`] (the hand-written and learned evaluations), [`book`] (the
//! opening book and names), [`move_code`] (a move as the book stores it),
//! [`uci_options`] and [`uci_protocol`] (the UCI engine), and [`random`]
//! (the seeded generator its weakened play draws from).

pub mod book;
pub mod eval;
pub mod move_code;
pub mod random;
pub mod search;
pub mod uci_options;
pub mod uci_protocol;
