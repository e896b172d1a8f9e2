-- Adji-boto (Saamaka, Suriname): 2x5 with 10 seeds a pit, the first seed
-- back into the start pit, captures from the pits after the last one.
-- Sources (read there, paraphrased here; rule ids AB.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Adji-boto.txt (MancalaGames, GPL-3.0
--        data, after Valdez 2023 p61): its parameters and "about" text.
--        Parameters not set take MancalaGames' defaults (its _all_params.txt).
--   LU = Ludii Adjiboto.lud (Ludeme/Ludii, two_rows/Adjiboto.lud, after
--        Herskovits 1929: 123-124): its rules code and rules text.
-- Pits 0..4 are South's, 5..9 North's, counter-clockwise. MG's stores hold
-- the captures only: they are not on the track.
return {
  name = "Adji-boto",

  board = { row = 5 },                       -- AB.B1 MG holes = 5; LU "2x5 board"
  setup = { deal = "equal", total = 100 },   -- AB.B2 MG nbr_start = 10; LU "Ten counters in each hole"
  first = "south",                           -- AB.Q4 (open): no source says who starts

  sow = {
    direction = "ccw",                       -- AB.R1 MG sow_direct = 1; LU "anti-clockwise"
    first_seed = "origin",                   -- AB.R1 MG sow_start: "Leave one seed in the move start hole"; LU "sowing first into the hole from which the counters originally came"
    origin = "sow",                          -- AB.R1 MG skip_start unset
    relay = false,                           -- AB.R1 MG mlaps unset: "Sow single-lap"
  },
  start = "any",                             -- AB.R2
  min_seeds = 2,                             -- AB.R2 MG min_move = 2; LU "Sowing cannot begin from a hole with a single counter"
  allow = "each_pit_first",                  -- AB.R3 MG allow_rule = 9 (MOVE_ALL_HOLES_FIRST): "Each of the first 10 moves must start from a different hole"; LU opening phase

  capture = {
    kind = "next",                           -- AB.C1 MG capt_type = 1 (NEXT): "the hole after the final seed sown"; LU "falls into a hole preceding a hole containing one, three, or five"
    counts = { 1, 3, 5 },                    -- AB.C1 MG capt_on = [1, 3, 5]
    rows = "any",                            -- AB.C1 MG capt_side = 0 (BOTH)
    chain = "following",                     -- AB.C2 MG multicapt = -1, capt_dir = 1 (the holes after); LU "Any subsequent holes also containing one, three, or five"
    after = 2,                               -- AB.C3 AB.Q1 (open): MG nocaptmoves = 2, "Captures may not be made on the first move by either player"
  },

  empty_row = "pass",                        -- AB.E1 AB.Q2 (open): MG mustpass: "If a player does not have a move, they must pass"
  finish = {
    board_empty = true,                      -- AB.E1
    no_moves = "owner",                      -- AB.E1 MG "when neither player can move. Unclaimed seeds go to the hole owners"
    threshold = "majority", at_threshold = "stop", -- AB.E1 MG goal MAX_SEEDS: "more than half of the seeds" (51 of 100)
    win_needs = 0,                           -- AB.E1 the most seeds; 50-50 a draw
  },

  ids = {
    ["board"] = "AB.B1", ["setup"] = "AB.B2", ["first"] = "AB.Q4",
    ["sow.direction"] = "AB.R1", ["sow.first_seed"] = "AB.R1", ["sow.origin"] = "AB.R1", ["sow.relay"] = "AB.R1",
    ["start"] = "AB.R2", ["min_seeds"] = "AB.R2", ["allow"] = "AB.R3",
    ["capture.kind"] = "AB.C1", ["capture.counts"] = "AB.C1", ["capture.rows"] = "AB.C1",
    ["capture.chain"] = "AB.C2", ["capture.after"] = "AB.C3 AB.Q1",
    ["empty_row"] = "AB.E1 AB.Q2", ["finish.board_empty"] = "AB.E1", ["finish.no_moves"] = "AB.E1",
    ["finish.threshold"] = "AB.E1", ["finish.at_threshold"] = "AB.E1", ["finish.win_needs"] = "AB.E1",
  },

  -- AB.Q1: MG forbids captures on each player's first move (nocaptmoves 2);
  -- LU's rules text says the same of "the first move", but its code makes no
  -- capture in the whole opening phase, while each player sows each of its
  -- five holes (8 turns by its count, which `after = 10` approximates as
  -- the ten sowings the text names).
  open { id = "AB.Q1", "No captures in the first two sowings (MG, LU text), or in the whole opening of ten (LU code)?",
    { "two", { capture = { after = 2 } } },
    { "ten", { capture = { after = 10 } } } },

  -- AB.Q2: MG: a player who cannot move passes, and the game ends at more
  -- than half of the seeds or when neither can move. LU (Herskovits): a
  -- player wins when the opponent can no longer sow, unless the stuck
  -- player's captures fill all five holes with ten (50 or more): a draw.
  -- sow has no such goal (empty_row = "last_mover_takes" differs when the
  -- stuck player holds more than 50): LU's reading is not expressible.
  open { id = "AB.Q2", "A player who cannot move passes (MG), or loses unless holding 50 (LU, not expressible)?",
    { "pass", { empty_row = "pass" } } },

  open { id = "AB.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
