-- Eson Xorgol (Mongolia; "nine pits" of 2x5), after Russ 1984 p24. Source:
-- [MG] MancalaGames ../shared/mancalagames/GameProps/Eson_Xorgol.txt
-- (GPL-3.0 data, read there and paraphrased; rule ids EX.* are this spec's
-- own): holes 5, nbr_start 9, sow_direct -1 (CW), no_sides, capt_type 2
-- (TWO_OUT), capt_dir 1, capt_side 0 (BOTH), stores; mlaps, multicapt,
-- skip_start, nocaptmoves, mustpass not set; goal MAX_SEEDS without rounds.
-- Help text: a single-lap clockwise sow in which every hole may be played
-- by either player; a sowing ending in an occupied hole followed by an
-- empty one takes the hole after that; the most seeds wins. Its variations
-- (no captures on the first moves, skip the start hole) are not Russ's game.
-- Clockwise, sowing goes from pit p to p-1 (0 -> 9).
return {
  name = "Eson Xorgol",

  board = { row = 5 },                          -- EX.B1 [MG] holes 5
  setup = { deal = "equal", total = 90 },       -- EX.B2 [MG] nbr_start 9
  first = "south",                              -- EX.Q2 (open; not said)

  sow = {
    direction = "cw",                           -- EX.R1 [MG] sow_direct -1 (CW)
    relay = false,                              -- EX.R1 [MG] mlaps not set: "single-lap"
    origin = "sow",                             -- EX.R1 [MG] skip_start not set
  },
  play_from = "either_row",                     -- EX.R2 [MG] no_sides: "all holes are playable by both players"
  start = "any",                                -- EX.R2

  capture = {
    kind = "two_out",                           -- EX.C1 [MG] capt_type TWO_OUT: last hole occupied, the next empty, the one after taken
    chain = "none",                             -- EX.C1 [MG] multicapt not set
  },

  finish = {
    board_empty = true,                         -- EX.E1
    threshold = "majority", at_threshold = "stop", -- EX.E1 [MG] goal MAX_SEEDS: ends at more than half (46 of 90)
    win_needs = 0,                              -- EX.E1 "collect the most seeds"; 45-45 a draw
    endless = { detect = "proven", rest = "gap" }, -- EX.Q1 (open)
  },

  ids = {
    ["board"] = "EX.B1", ["setup"] = "EX.B2", ["first"] = "EX.Q2",
    ["sow.direction"] = "EX.R1", ["sow.relay"] = "EX.R1", ["sow.origin"] = "EX.R1",
    ["play_from"] = "EX.R2", ["start"] = "EX.R2",
    ["capture.kind"] = "EX.C1", ["capture.chain"] = "EX.C1",
    ["finish.board_empty"] = "EX.E1", ["finish.threshold"] = "EX.E1", ["finish.at_threshold"] = "EX.E1",
    ["finish.win_needs"] = "EX.E1", ["finish.endless"] = "EX.Q1",
  },

  -- EX.Q1: MG has no rule for play that can never capture again; with no
  -- sides, "owner" gives each row's seeds to the player sitting at it.
  open { id = "EX.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "EX.Q2", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
