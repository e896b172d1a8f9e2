-- Voleur (Caribbean). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Voleur.txt ("rules": Mancala World
-- "Voleur"): holes 6, nbr_start 4, capt_min 1, capt_side 0 (BOTH),
-- sow_direct 1 (CCW); multicapt, mustshare, mustpass, unclaimed, quitter
-- not set (single capture, HOLE_OWNER, DIVVIED); help text: single lap,
-- always capture the seeds of the final hole sown, collect the most seeds.
return {
  name = "Voleur",

  board = { row = 6 },                                  -- VO.B1 [MG] holes 6
  setup = { deal = "equal", total = 48 },               -- VO.B2 [MG] nbr_start 4
  first = "south",                                      -- VO.Q1 (open; not said)

  sow = { direction = "ccw", origin = "sow", relay = false }, -- VO.R1 [MG] sow_direct 1, no skip_start, "single lap"
  start = "any",                                        -- VO.R1

  capture = {
    counts = function(c) return c >= 1 end,             -- VO.C1 [MG] capt_min 1: "always capture" the final hole
    rows = "any",                                       -- VO.C1 [MG] capt_side 0 BOTH
    chain = "none",                                     -- VO.C1 [MG] multicapt not set
  },

  empty_row = "last_mover_takes",                       -- VO.E2 [MG] no mustpass: EndTurnNoMoves; HOLE_OWNER (all left are the last mover's)
  finish = {
    board_empty = true,                                 -- VO.E1
    threshold = "majority", at_threshold = "stop",      -- VO.E1 [MG] goal MAX_SEEDS: ClearWinner
    win_needs = 0,                                      -- VO.E1 "collect the most seeds"
  },

  ids = {
    ["board"] = "VO.B1", ["setup"] = "VO.B2", ["first"] = "VO.Q1",
    ["sow.direction"] = "VO.R1", ["sow.origin"] = "VO.R1", ["sow.relay"] = "VO.R1", ["start"] = "VO.R1",
    ["capture.counts"] = "VO.C1", ["capture.rows"] = "VO.C1", ["capture.chain"] = "VO.C1",
    ["empty_row"] = "VO.E2", ["finish.board_empty"] = "VO.E1", ["finish.threshold"] = "VO.E1",
    ["finish.at_threshold"] = "VO.E1", ["finish.win_needs"] = "VO.E1",
  },

  open { id = "VO.Q1", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
