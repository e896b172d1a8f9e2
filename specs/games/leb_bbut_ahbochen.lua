-- Leb Bbut Ahbochen (North Africa). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Leb_Bbut_Ahbochen.txt ("rules": Mancala
-- World "Leb Bbut Ahbochen"): holes 10, nbr_start 4, capt_on [2,4],
-- capt_side 1 (OPP_SIDE), multicapt -1, grandslam 2 (NO_CAPT), mustshare,
-- mlaps 1 (LAPPER) with mlap_cont 1 (SowLapCont.ON_PARAM) and mlap_param 6,
-- sow_direct 1 (CCW); skip_start, mustpass, unclaimed, quitter not set
-- (HOLE_OWNER, DIVVIED); help text: a sow whose final seed makes 6 sows
-- another lap; must make seeds available; multiple captures of 2s and 4s on
-- the opposite side, in reverse of the sow direction.
return {
  name = "Leb Bbut Ahbochen",

  board = { row = 10 },                                 -- LB.B1 [MG] holes 10
  setup = { deal = "equal", total = 80 },               -- LB.B2 [MG] nbr_start 4
  first = "south",                                      -- LB.Q3 (open; not said)

  sow = {
    direction = "ccw",                                  -- LB.R1 [MG] sow_direct 1
    origin = "sow",                                     -- LB.R1 [MG] skip_start not set
    relay = { 6 },                                      -- LB.R2 [MG] mlaps LAPPER, ON_PARAM 6: "makes 6 seeds, sow another lap"
    max_laps = 0,                                       -- LB.Q2 (open)
  },
  start = "any",                                        -- LB.R1

  capture = {
    counts = { 2, 4 },                                  -- LB.C1 [MG] capt_on [2,4]
    rows = "opponent",                                  -- LB.C1 [MG] capt_side 1
    chain = "preceding",                                -- LB.C2 [MG] multicapt -1 "in reverse of sow direction"
    extent = "row",                                     -- LB.C2 on the opposite side only
    test = "sequential",                                -- LB.C2
    grand_slam = "forfeit",                             -- LB.C3 [MG] grandslam 2 NO_CAPT
  },

  feed = { rule = "leave", unable = "feeder_takes" },   -- LB.F1 [MG] mustshare (MustShare, after captures); HOLE_OWNER
  empty_row = "last_mover_takes",                       -- LB.E2 [MG] no mustpass: EndTurnNoMoves; HOLE_OWNER

  finish = {
    board_empty = true,                                 -- LB.E1
    threshold = "majority", at_threshold = "stop",      -- LB.E1 [MG] goal MAX_SEEDS: ClearWinner
    win_needs = 0,                                      -- LB.E1
    endless = { detect = "proven", rest = "gap" },      -- LB.Q1 (open)
  },

  ids = {
    ["board"] = "LB.B1", ["setup"] = "LB.B2", ["first"] = "LB.Q3",
    ["sow.direction"] = "LB.R1", ["sow.origin"] = "LB.R1", ["sow.relay"] = "LB.R2", ["sow.max_laps"] = "LB.Q2",
    ["start"] = "LB.R1",
    ["capture.counts"] = "LB.C1", ["capture.rows"] = "LB.C1", ["capture.chain"] = "LB.C2",
    ["capture.extent"] = "LB.C2", ["capture.test"] = "LB.C2", ["capture.grand_slam"] = "LB.C3",
    ["feed.rule"] = "LB.F1", ["feed.unable"] = "LB.F1", ["empty_row"] = "LB.E2",
    ["finish.board_empty"] = "LB.E1", ["finish.threshold"] = "LB.E1", ["finish.at_threshold"] = "LB.E1",
    ["finish.win_needs"] = "LB.E1", ["finish.endless"] = "LB.Q1",
  },

  open { id = "LB.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  -- A relay of 6s that comes back to a position never ends (a rule gap,
  -- relay_cycle); MancalaGames stops a sow after 75 laps
  -- (sower_mlap_decos.py MAX_LAPS) and divides the seeds (quitter DIVVIED).
  open { id = "LB.Q2", "A relay that would go on for ever: a rule gap, or MancalaGames' 75-lap cap with the seeds divided?",
    { "gap", { sow = { max_laps = 0 } } },
    { "cap", { sow = { max_laps = 75, max_laps_rest = "split" } } } },

  open { id = "LB.Q3", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
