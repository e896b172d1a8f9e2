-- Ot-tjin (Aw-li On-nam Ot-tjin; Borneo). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Ot-tjin.txt ("rules": Russ, Laurence.
-- Mancala Games. 1984. p64; reference Mancala World "Aw-li On-nam
-- Ot-tjin"): holes 10, nbr_start 3, capt_on [3], mlaps 1 (LAPPER),
-- capt_side 0 (BOTH), sow_direct -1 (CW); multicapt, mustshare, mustpass,
-- skip_start, unclaimed, quitter not set (single capture, HOLE_OWNER,
-- DIVVIED). Help text: multi-lap, clockwise, capture on 3s on either side;
-- "Mancala World suggests sowing clockwise is wrong" (OT.Q1).
-- MancalaGames' LAPPER (src/sower_mlap_decos.py) sows another lap from the
-- final hole unless it held nothing before (StopSingleSeed) or the final
-- count captures (StopCaptureSeeds).
return {
  name = "Ot-tjin",

  board = { row = 10 },                                 -- OT.B1 [MG] holes 10
  setup = { deal = "equal", total = 60 },               -- OT.B2 [MG] nbr_start 3
  first = "south",                                      -- OT.Q4 (open; not said)

  sow = {
    direction = "cw",                                   -- OT.R1 OT.Q1 [MG] sow_direct -1
    origin = "sow",                                     -- OT.R1 [MG] skip_start not set
    relay = function(c) return c >= 2 and c ~= 3 end,   -- OT.R2 [MG] LAPPER: on from an occupied hole, not from a capturing 3
    max_laps = 0,                                       -- OT.Q3 (open)
  },
  start = "any",                                        -- OT.R1

  capture = {
    counts = { 3 },                                     -- OT.C1 [MG] capt_on [3]
    rows = "any",                                       -- OT.C1 [MG] capt_side 0, "on either side"
    chain = "none",                                     -- OT.C1 [MG] multicapt not set
  },

  empty_row = "last_mover_takes",                       -- OT.E2 [MG] no mustpass: EndTurnNoMoves; HOLE_OWNER (all left are the last mover's)
  finish = {
    board_empty = true,                                 -- OT.E1
    threshold = "majority", at_threshold = "stop",      -- OT.E1 [MG] goal MAX_SEEDS: ClearWinner
    win_needs = 0,                                      -- OT.E1
    endless = { detect = "proven", rest = "gap" },      -- OT.Q2 (open)
  },

  ids = {
    ["board"] = "OT.B1", ["setup"] = "OT.B2", ["first"] = "OT.Q4",
    ["sow.direction"] = "OT.R1 OT.Q1", ["sow.origin"] = "OT.R1", ["sow.relay"] = "OT.R2", ["sow.max_laps"] = "OT.Q3",
    ["start"] = "OT.R1",
    ["capture.counts"] = "OT.C1", ["capture.rows"] = "OT.C1", ["capture.chain"] = "OT.C1",
    ["empty_row"] = "OT.E2", ["finish.board_empty"] = "OT.E1", ["finish.threshold"] = "OT.E1",
    ["finish.at_threshold"] = "OT.E1", ["finish.win_needs"] = "OT.E1", ["finish.endless"] = "OT.Q2",
  },

  open { id = "OT.Q1", "Sowing direction: clockwise (MancalaGames, Russ) or counter-clockwise (Mancala World, as MancalaGames notes)?",
    { "cw",  { sow = { direction = "cw" } } },
    { "ccw", { sow = { direction = "ccw" } } } },

  open { id = "OT.Q2", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "OT.Q3", "A relay that would go on for ever: a rule gap, or MancalaGames' 75-lap cap with the seeds divided?",
    { "gap", { sow = { max_laps = 0 } } },
    { "cap", { sow = { max_laps = 75, max_laps_rest = "split" } } } },

  open { id = "OT.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
