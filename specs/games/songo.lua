-- Songo (Russ; Cameroon, Gabon). Source: [MG] MancalaGames
-- ../shared/mancalagames/GameProps/Songo.txt ("rules": Russ, Laurence.
-- Mancala Games. 1984. p19): holes 7, nbr_start 5, capt_on [2,4],
-- capt_side 1 (OPP_SIDE), multicapt -1, mustshare, skip_start, sow_direct
-- -1 (CW); grandslam, mustpass, unclaimed, quitter not set (src/game_info.py
-- defaults: LEGAL, no pass, HOLE_OWNER, DIVVIED); goal MAX_SEEDS (the
-- default: end_move_decos.py ClearWinner stops play past half the seeds).
-- Its variant "Douala" (after Mancala World "Songo Douala"): nbr_start 8,
-- capt_on [2,3,4], grandslam 1 (NOT_LEGAL): question SG.Q1.
return {
  name = "Songo (Russ)",

  board = { row = 7 },                                  -- SG.B1 [MG] holes 7
  setup = { deal = "equal", total = 70 },               -- SG.B2 SG.Q1 [MG] nbr_start 5
  first = "south",                                      -- SG.Q4 (open; not said)

  sow = {
    direction = "cw",                                   -- SG.R1 [MG] sow_direct -1, "sow direction is clockwise"
    origin = "skip",                                    -- SG.R2 [MG] skip_start
    relay = false,                                      -- SG.R1 [MG] "a single-lap mancala"
  },
  start = "any",                                        -- SG.R1 [MG] no allow_rule

  capture = {
    counts = { 2, 4 },                                  -- SG.C1 SG.Q1 [MG] capt_on [2,4]
    rows = "opponent",                                  -- SG.C1 [MG] capt_side 1
    chain = "preceding",                                -- SG.C2 [MG] multicapt -1, "immediately preceding the final hole"
    extent = "row",                                     -- SG.C2 [MG] on the opponent's side only
    test = "sequential",                                -- SG.C2
    grand_slam = "allowed",                             -- SG.C3 SG.Q1 [MG] grandslam not set: LEGAL
  },

  feed = {
    rule = "leave",                                     -- SG.F1 [MG] mustshare (allowables.py MustShare, after captures)
    unable = "feeder_takes",                            -- SG.F2 [MG] unclaimed HOLE_OWNER: the seeds left are all the feeder's
  },
  empty_row = "last_mover_takes",                       -- SG.E2 [MG] no mustpass: EndTurnNoMoves ends the game, HOLE_OWNER: every
                                                        --   seed left lies in the last mover's row

  finish = {
    board_empty = true,                                 -- SG.E1
    threshold = "majority", at_threshold = "stop",      -- SG.E1 [MG] goal MAX_SEEDS: ClearWinner, more than half
    win_needs = 0,                                      -- SG.E1 the most seeds
    endless = { detect = "proven", rest = "gap" },      -- SG.Q3 (open)
  },

  ids = {
    ["board"] = "SG.B1", ["setup"] = "SG.B2 SG.Q1", ["first"] = "SG.Q4",
    ["sow.direction"] = "SG.R1", ["sow.origin"] = "SG.R2", ["sow.relay"] = "SG.R1",
    ["start"] = "SG.R1",
    ["capture.counts"] = "SG.C1 SG.Q1", ["capture.rows"] = "SG.C1", ["capture.chain"] = "SG.C2",
    ["capture.extent"] = "SG.C2", ["capture.test"] = "SG.C2", ["capture.grand_slam"] = "SG.C3 SG.Q1",
    ["feed.rule"] = "SG.F1", ["feed.unable"] = "SG.F2", ["empty_row"] = "SG.E2",
    ["finish.board_empty"] = "SG.E1", ["finish.threshold"] = "SG.E1", ["finish.at_threshold"] = "SG.E1",
    ["finish.win_needs"] = "SG.E1", ["finish.endless"] = "SG.Q3",
  },

  -- [MG] variants: Songo (Russ) and Douala (8 seeds a hole, captures on 3
  -- too, a grand slam is not a legal move: allowables.py NoGrandSlam filters
  -- every such move, even when no other move is left). MG also allows
  -- Douala's grand slam as NO_CAPT: the third reading.
  open { id = "SG.Q1", "Which Songo: Russ's, or Songo Douala (8 seeds a pit, captures on 2, 3, 4, no grand slam)?",
    { "russ",           { setup = { total = 70 }, capture = { counts = { 2, 4 }, grand_slam = "allowed" } } },
    { "douala",         { setup = { total = 112 }, capture = { counts = { 2, 3, 4 }, grand_slam = "illegal" } } },
    { "douala_nocapt",  { setup = { total = 112 }, capture = { counts = { 2, 3, 4 }, grand_slam = "forfeit" } } } },

  open { id = "SG.Q3", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "SG.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
