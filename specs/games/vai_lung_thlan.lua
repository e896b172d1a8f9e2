-- Vai Lung Thlan (Lushai / Mizo, north-east India). Source: [MG]
-- MancalaGames ../shared/mancalagames/GameProps/Vai_Lun_Thlan.txt ("rules":
-- Mohr, Merilyn Simonds. The New Games Treasury. 1993. p99): holes 6,
-- nbr_start 5, capt_on [1], capt_side 0 (BOTH), multicapt -1, mustpass,
-- sow_direct -1 (CW); grandslam, quitter not set (LEGAL, DIVVIED); help
-- text: single lap, clockwise, capture on 1s, a player without a move
-- passes, more seeds wins. Stores only hold captures: not on the track.
return {
  name = "Vai Lung Thlan",

  board = { row = 6 },                                  -- VL.B1 [MG] holes 6
  setup = { deal = "equal", total = 60 },               -- VL.B2 [MG] nbr_start 5
  first = "south",                                      -- VL.Q3 (open; not said)

  sow = {
    direction = "cw",                                   -- VL.R1 [MG] sow_direct -1
    origin = "sow",                                     -- VL.R1 [MG] skip_start not set
    relay = false,                                      -- VL.R1 [MG] "a single-lap mancala"
  },
  start = "any",                                        -- VL.R1 [MG] no allow_rule

  capture = {
    counts = { 1 },                                     -- VL.C1 [MG] capt_on [1]: the last seed falls into an empty pit
    rows = "any",                                       -- VL.C1 [MG] capt_side 0 BOTH
    chain = "preceding",                                -- VL.C2 [MG] multicapt -1: preceding pits holding 1
    extent = "track",                                   -- VL.C2 VL.Q1 (open) [MG] capt_side BOTH: the chain is not stopped at the row's end
    test = "sequential",                                -- VL.C2
  },

  empty_row = "pass",                                   -- VL.R2 [MG] mustpass

  finish = {
    board_empty = true,                                 -- VL.E1 (with passing, play ends when no seed is left)
    threshold = "majority", at_threshold = "stop",      -- VL.E1 [MG] goal MAX_SEEDS: ClearWinner stops past half (the winner is then decided)
    win_needs = 0,                                      -- VL.E1 [MG] "collect more seeds than your opponent"
    endless = { detect = "proven", rest = "gap" },      -- VL.Q2 (open)
  },

  ids = {
    ["board"] = "VL.B1", ["setup"] = "VL.B2", ["first"] = "VL.Q3",
    ["sow.direction"] = "VL.R1", ["sow.origin"] = "VL.R1", ["sow.relay"] = "VL.R1", ["start"] = "VL.R1",
    ["capture.counts"] = "VL.C1", ["capture.rows"] = "VL.C1", ["capture.chain"] = "VL.C2",
    ["capture.extent"] = "VL.C2 VL.Q1", ["capture.test"] = "VL.C2", ["empty_row"] = "VL.R2",
    ["finish.board_empty"] = "VL.E1", ["finish.threshold"] = "VL.E1", ["finish.at_threshold"] = "VL.E1",
    ["finish.win_needs"] = "VL.E1", ["finish.endless"] = "VL.Q2",
  },

  open { id = "VL.Q1", "Does the chain of 1s run on from one row into the other?",
    { "track", { capture = { extent = "track" } } },
    { "row",   { capture = { extent = "row" } } } },

  open { id = "VL.Q2", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "VL.Q3", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
