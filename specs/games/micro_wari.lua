-- Micro-Wari (A. Popova and A. Deledicq, 1977). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Micro-Wari.txt ("rules": Mancala World
-- "Micro-Wari"): holes 2, nbr_start 1, capt_on [1], capt_side 1
-- (OPP_SIDE), sow_direct 1 (CCW); multicapt, mustshare, mustpass,
-- unclaimed, quitter not set (single capture, no feeding, no pass,
-- HOLE_OWNER, DIVVIED); help text: sow counter-clockwise, capture on 1s on
-- the opposite side, capture the most seeds.
return {
  name = "Micro-Wari",

  board = { row = 2 },                                  -- MW.B1 [MG] holes 2
  setup = { deal = "equal", total = 4 },                -- MW.B2 [MG] nbr_start 1
  first = "south",                                      -- MW.Q2 (open; not said)

  sow = { direction = "ccw", origin = "sow", relay = false }, -- MW.R1 [MG] sow_direct 1, no skip_start, no mlaps
  start = "any",                                        -- MW.R1

  capture = {
    counts = { 1 },                                     -- MW.C1 [MG] capt_on [1]
    rows = "opponent",                                  -- MW.C1 [MG] capt_side 1
    chain = "none",                                     -- MW.C1 [MG] multicapt not set
  },

  empty_row = "last_mover_takes",                       -- MW.E2 [MG] no mustpass: EndTurnNoMoves ends the game; unclaimed
                                                        --   HOLE_OWNER, and every seed left is in the last mover's row
  finish = {
    board_empty = true,                                 -- MW.E1
    threshold = "majority", at_threshold = "stop",      -- MW.E1 [MG] goal MAX_SEEDS: ClearWinner
    win_needs = 0,                                      -- MW.E1 "capture most seeds"
    endless = { detect = "proven", rest = "gap" },      -- MW.Q1 (open)
  },

  ids = {
    ["board"] = "MW.B1", ["setup"] = "MW.B2", ["first"] = "MW.Q2",
    ["sow.direction"] = "MW.R1", ["sow.origin"] = "MW.R1", ["sow.relay"] = "MW.R1", ["start"] = "MW.R1",
    ["capture.counts"] = "MW.C1", ["capture.rows"] = "MW.C1", ["capture.chain"] = "MW.C1",
    ["empty_row"] = "MW.E2", ["finish.board_empty"] = "MW.E1", ["finish.threshold"] = "MW.E1",
    ["finish.at_threshold"] = "MW.E1", ["finish.win_needs"] = "MW.E1", ["finish.endless"] = "MW.Q1",
  },

  open { id = "MW.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "MW.Q2", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
