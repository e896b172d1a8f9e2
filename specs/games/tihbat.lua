-- Tihbat (North Africa). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Tihbat.txt ("rules": Mancala World
-- "Tihbat"): holes 2, nbr_start 7, evens, capt_max 8, capt_side 0 (BOTH),
-- sow_direct 1 (CCW); multicapt, mustshare, mustpass, unclaimed, quitter
-- not set (single capture, HOLE_OWNER, DIVVIED); help text: capture on
-- evens less than 9; goal: capture more than half the seeds.
return {
  name = "Tihbat",

  board = { row = 2 },                                  -- TB.B1 [MG] holes 2
  setup = { deal = "equal", total = 28 },               -- TB.B2 [MG] nbr_start 7
  first = "south",                                      -- TB.Q2 (open; not said)

  sow = { direction = "ccw", origin = "sow", relay = false }, -- TB.R1 [MG] sow_direct 1, no skip_start, no mlaps
  start = "any",                                        -- TB.R1

  capture = {
    counts = { 2, 4, 6, 8 },                            -- TB.C1 [MG] evens with capt_max 8
    rows = "any",                                       -- TB.C1 [MG] capt_side 0 BOTH
    chain = "none",                                     -- TB.C1 [MG] multicapt not set
  },

  empty_row = "last_mover_takes",                       -- TB.E2 [MG] no mustpass: EndTurnNoMoves; HOLE_OWNER (all left are the last mover's)
  finish = {
    board_empty = true,                                 -- TB.E1
    threshold = "majority", at_threshold = "stop",      -- TB.E1 [MG] ClearWinner: more than half (15 of 28)
    win_needs = "majority",                             -- TB.E1 [MG] "capture more than half the seeds"
    endless = { detect = "proven", rest = "gap" },      -- TB.Q1 (open)
  },

  ids = {
    ["board"] = "TB.B1", ["setup"] = "TB.B2", ["first"] = "TB.Q2",
    ["sow.direction"] = "TB.R1", ["sow.origin"] = "TB.R1", ["sow.relay"] = "TB.R1", ["start"] = "TB.R1",
    ["capture.counts"] = "TB.C1", ["capture.rows"] = "TB.C1", ["capture.chain"] = "TB.C1",
    ["empty_row"] = "TB.E2", ["finish.board_empty"] = "TB.E1", ["finish.threshold"] = "TB.E1",
    ["finish.at_threshold"] = "TB.E1", ["finish.win_needs"] = "TB.E1", ["finish.endless"] = "TB.Q1",
  },

  open { id = "TB.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "TB.Q2", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
