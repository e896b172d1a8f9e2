-- Giuthi (Kenya, Eastern Africa): 2x8 with 6 seeds a pit, the mover
-- chooses the direction of the first lap, relay laps alternate direction,
-- chained cross captures only after the turn has sown the opponent's row;
-- otherwise a last seed in an empty own pit gives another turn.
-- Source (read there, paraphrased here; rule ids GT.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Giuthi.txt (MancalaGames, GPL-3.0
--        data, after Russ 1984 p37): its parameters, "about" and
--        "deviation" texts; MancalaGames' parameter help
--        (src/game_param_descs.txt) and enums (src/game_interface.py).
--        Parameters not set take MancalaGames' defaults.
-- Ludii has no Giuthi (its Kiuthi, after Leakey, is another rule set).
-- Pits 0..7 are South's, 8..15 North's, counter-clockwise. MG's stores hold
-- the captures only: they are not on the track.
--
-- NOT THE SOURCE'S GAME (GT.Q1): MG plays Giuthi in rounds (rounds = 2,
-- NO_MOVES) whose loser rearranges the seeds of their row freely (every
-- pit at least one seed, one pit able to move) and the winner copies that
-- pattern (round_fill = 7, UMOVE); the match ends when a player cannot fill
-- their row so (9 seeds, MG's deviation 1). sow's rounds refill pits with
-- the deal's 6 seeds in a fixed order: that refill is not expressible. The
-- spec as written is MG's own listed variation "played as a single game
-- (no rounds)"; the other reading (left fill) is an approximation that is
-- not the source's either.
return {
  name = "Giuthi",

  board = { row = 8 },                       -- GT.B1 MG holes = 8
  setup = { deal = "equal", total = 96 },    -- GT.B2 MG nbr_start = 6 (start_pattern unset: ALL_EQUAL)
  first = "south",                           -- GT.Q3 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- GT.R1 MG sow_direct = 1 (CCW)
    either_way = true,                       -- GT.R1 MG udir_holes = all 8: "the current player chooses the sow direction for the first lap"
    relay = function(c) return c >= 2 end,   -- GT.R2 MG mlaps = 1 (LAPPER): a lap ending in a hole with more than one seed goes on from it
    relay_turns = true,                      -- GT.R2 MG sow_rule = 6 (CHANGE_DIR_LAP): "subsequent laps alternate sow direction"
    origin = "sow",                          -- GT.R1 MG skip_start unset
  },
  start = "any",                             -- GT.R3 MG allow_rule unset
  min_seeds = 2,                             -- GT.R3 MG min_move = 2: "Moves may only start from holes with 2 or more seeds"

  capture = {
    kind = "cross",                          -- GT.C1 MG crosscapt; capt_on unset: any count opposite
    rows = "own",                            -- GT.C1 MG capt_side = 1 (OPP_SIDE): "Cross-capture from opponent's side"
    cross_sown = true,                       -- GT.C2 GT.R4 MG xc_sown: "only if seeds have been sown on the opposite side ... on the current turn"; else an empty own hole "get[s] another move"
    take_sown = "with_capture",              -- GT.C3 MG xcpickown = 1 (PICK_ON_CAPT): "On capture, pick own seed"
    chain = "following",                     -- GT.C4 MG multicapt = -1, capt_dir = 1: "in the same direction that the final lap was sown"
  },

  empty_row = "pass",                        -- GT.E1 MG mustpass: "if a player cannot move they must pass"
  finish = {
    board_empty = true,                      -- GT.E1
    no_moves = "owner",                      -- GT.E1 MG: the game (round) ends when neither can move; unclaimed unset = HOLE_OWNER
    threshold = "majority", at_threshold = "stop", -- GT.E2 MG goal MAX_SEEDS (unset): not in rounds, the game ends at more than half (49 of 96)
    win_needs = 0,                           -- GT.E2 the most seeds; 48-48 a draw
    endless = { detect = "proven", rest = "owner" }, -- GT.Q4 (open)
  },

  ids = {
    ["board"] = "GT.B1", ["setup"] = "GT.B2", ["first"] = "GT.Q3",
    ["sow.direction"] = "GT.R1", ["sow.either_way"] = "GT.R1", ["sow.relay"] = "GT.R2", ["sow.relay_turns"] = "GT.R2",
    ["sow.origin"] = "GT.R1",
    ["start"] = "GT.R3", ["min_seeds"] = "GT.R3",
    ["capture.kind"] = "GT.C1", ["capture.rows"] = "GT.C1", ["capture.cross_sown"] = "GT.C2 GT.R4",
    ["capture.take_sown"] = "GT.C3", ["capture.chain"] = "GT.C4 GT.Q2",
    ["empty_row"] = "GT.E1", ["finish.board_empty"] = "GT.E1", ["finish.no_moves"] = "GT.E1",
    ["finish.threshold"] = "GT.E2 GT.Q1", ["finish.at_threshold"] = "GT.E2 GT.Q1", ["finish.win_needs"] = "GT.E2",
    ["finish.endless"] = "GT.Q4",
  },

  -- GT.Q1: the source's rounds (see the header) are not expressible.
  -- single: MG's listed variation, one game to more than half the seeds.
  -- left_fill (NOT the source's rule, an approximation): rounds ending when
  -- neither can move, the round winner starting the next (MG round_starter
  -- = 2, WINNER), each player refilling pits from the left with 6 seeds, the
  -- pits left over empty but in play (MG blocks unset), the match over when
  -- a player cannot fill one pit (6 seeds, not MG's 9).
  open { id = "GT.Q1", "Rounds whose loser rearranges their seeds (MG UMOVE: not expressible): a single game (MG's variation) or rounds refilled from the left (not the source's)?",
    { "single",    { finish = { threshold = "majority", at_threshold = "stop" } } },
    { "left_fill", { finish = { threshold = 0, at_threshold = "play_on" },
                     rounds = { fill = "left", blocked = false, starter = "winner", needs = 1 } } } },

  -- GT.Q2: MG's text chains "in the same direction that the final lap was
  -- sown"; sow's cross chain goes on while the next pit of the mover's row
  -- is empty and faces seeds (MG's multicapt for cross captures), along the
  -- last lap's direction (relay_turns turns the track with each lap).
  open { id = "GT.Q2", "A chained cross capture goes on along the last lap's direction while the next own pit is empty and faces seeds (MG multicapt -1)?",
    { "following", { capture = { chain = "following" } } } },

  open { id = "GT.Q3", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },

  open { id = "GT.Q4", "Play that can never capture or end again: the source says nothing (MG's End Game command gives the seeds to the hole owners)",
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "gap",   { finish = { endless = { rest = "gap" } } } } },
}
