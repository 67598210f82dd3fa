//! The compact training record: a whole self-play game, its moves and one
//! score a ply (4 bytes a ply, about 7 a kept position: 2,758 bytes for the
//! 392 positions of 6 games, where [`crate::record`] takes 12,544), so that
//! a generation's data is small enough to keep and to copy between
//! machines. Its positions come back by replaying the moves.
//!
//! A games file starts with the 8 bytes `FCGAMES1`; each game then is,
//! little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | the game's seed (datagen plays game `i` of a run from seed `S + i`) |
//! | 1 | the result: 0 Black won, 1 draw, 2 White won |
//! | 2 | the number of plies `n` (`u16`) |
//! | 4 `n` | each ply from the start position: the move (`u16`, [`ferrochess::engine::move_code`]: from square, to square << 6, promotion << 12 with 1 to 4 for knight, bishop, rook, queen) and the search score, White's view (`i16`; `i16::MIN` where the position is not kept for training) |
//!
//! ```
//! use ferrochess_train::game_record::{GameRecord, read_games, GAMES_MAGIC};
//! use ferrochess_train::selfplay::{play_game, play_game_record, Settings};
//!
//! let settings = Settings { soft_nodes: 200, ..Settings::default() };
//! let game = play_game_record(&settings, 5);
//! let mut file = GAMES_MAGIC.to_vec();
//! file.extend(game.to_bytes());
//! let games = read_games(&file).unwrap();
//! assert_eq!(games, vec![game.clone()]);
//! assert_eq!(game.records().unwrap(), play_game(&settings, 5));
//! assert!(game.to_bytes().len() < 8 * game.records().unwrap().len() + 16);
//! ```

use ferrochess::chess::ChessMove;
use ferrochess::{engine::move_code, Game};

use crate::record::Record;

/// The first bytes of a games file.
pub const GAMES_MAGIC: [u8; 8] = *b"FCGAMES1";

/// A score that marks a ply whose position is not kept.
const NOT_KEPT: i16 = i16::MIN;

/// One self-play game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub seed: u64,
    /// 0 Black won, 1 draw, 2 White won.
    pub result: u8,
    /// Every move from the start position.
    pub moves: Vec<ChessMove>,
    /// For each ply, White's score when the position before the move is
    /// kept for training.
    pub scores: Vec<Option<i16>>,
}

/// Why a games file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesError(pub String);

impl std::fmt::Display for GamesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GamesError {}

fn decode_move(code: u16) -> Result<ChessMove, GamesError> {
    move_code::unpack(code).ok_or_else(|| {
        GamesError(format!(
            "move code {code:#06x} has promotion {}",
            code >> 12
        ))
    })
}

impl GameRecord {
    /// The game's bytes (without the file's magic).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(11 + 4 * self.moves.len());
        out.extend_from_slice(&self.seed.to_le_bytes());
        out.push(self.result);
        out.extend_from_slice(&(self.moves.len() as u16).to_le_bytes());
        for (mv, score) in self.moves.iter().zip(&self.scores) {
            out.extend_from_slice(&move_code::pack(*mv).to_le_bytes());
            out.extend_from_slice(&score.unwrap_or(NOT_KEPT).to_le_bytes());
        }
        out
    }

    /// How many of the game's positions are kept for training.
    pub fn kept(&self) -> usize {
        self.scores.iter().flatten().count()
    }

    /// The kept positions as training records, by replaying the moves;
    /// an error when a move is not legal where it is played.
    pub fn records(&self) -> Result<Vec<Record>, GamesError> {
        let mut game = Game::new();
        let mut records = Vec::new();
        for (ply, (mv, score)) in self.moves.iter().zip(&self.scores).enumerate() {
            if let Some(score) = score {
                records.push(Record::from_position(
                    game.position(),
                    *score,
                    self.result,
                    ply as u16,
                ));
            }
            if !game.position().board().legal(*mv) {
                return Err(GamesError(format!(
                    "game {}: {mv} is not legal at ply {ply}",
                    self.seed
                )));
            }
            game.play_unchecked(*mv);
        }
        Ok(records)
    }
}

/// Every game of a games file (`bytes`, from its magic on); an error names
/// the first thing that is wrong. A last game cut short (a run stopped
/// while writing) is an error too: resumed runs cut it off themselves.
pub fn read_games(bytes: &[u8]) -> Result<Vec<GameRecord>, GamesError> {
    let body = bytes
        .strip_prefix(&GAMES_MAGIC)
        .ok_or_else(|| GamesError("not a games file (no FCGAMES1 at its start)".into()))?;
    let mut games = Vec::new();
    let mut at = 0;
    while at < body.len() {
        let header = body
            .get(at..at + 11)
            .ok_or_else(|| GamesError(format!("a game cut short at byte {}", at + 8)))?;
        let seed = u64::from_le_bytes(header[0..8].try_into().expect("8 bytes"));
        let result = header[8];
        if result > 2 {
            return Err(GamesError(format!("game {seed}: result {result}")));
        }
        let plies = usize::from(u16::from_le_bytes([header[9], header[10]]));
        let moves_at = at + 11;
        let data = body
            .get(moves_at..moves_at + 4 * plies)
            .ok_or_else(|| GamesError(format!("game {seed} cut short")))?;
        let mut moves = Vec::with_capacity(plies);
        let mut scores = Vec::with_capacity(plies);
        for ply in data.chunks_exact(4) {
            moves.push(decode_move(u16::from_le_bytes([ply[0], ply[1]]))?);
            let score = i16::from_le_bytes([ply[2], ply[3]]);
            scores.push((score != NOT_KEPT).then_some(score));
        }
        games.push(GameRecord {
            seed,
            result,
            moves,
            scores,
        });
        at = moves_at + 4 * plies;
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use ferrochess::chess::{Piece, Square, ALL_SQUARES};

    use super::*;

    #[test]
    fn every_move_code_reads_back_as_its_move() {
        for from in ALL_SQUARES {
            for to in ALL_SQUARES {
                for promotion in [
                    None,
                    Some(Piece::Knight),
                    Some(Piece::Bishop),
                    Some(Piece::Rook),
                    Some(Piece::Queen),
                ] {
                    let mv = ChessMove::new(from, to, promotion);
                    assert_eq!(decode_move(move_code::pack(mv)), Ok(mv));
                }
            }
        }
        assert!(decode_move(5 << 12).is_err());
    }

    #[test]
    fn damaged_files_are_refused_with_a_reason() {
        assert!(read_games(b"FCGAMES0").is_err());
        let game = GameRecord {
            seed: 9,
            result: 1,
            moves: vec![ChessMove::new(Square::E2, Square::E4, None)],
            scores: vec![Some(20)],
        };
        let mut file = GAMES_MAGIC.to_vec();
        file.extend(game.to_bytes());
        assert_eq!(read_games(&file).unwrap(), vec![game.clone()]);
        assert!(read_games(&file[..file.len() - 1]).is_err());
        let illegal = GameRecord {
            moves: vec![ChessMove::new(Square::E2, Square::E5, None)],
            ..game
        };
        assert!(illegal.records().is_err());
    }
}
