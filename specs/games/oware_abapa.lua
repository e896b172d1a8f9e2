-- Oware, the abapa rules (Ghana; the international tournament rules).
-- Sources:
--   [W]  Wikipedia "Oware", section Rules ("the abapa variation, considered
--        to be the most appropriate for serious, adult play"), as the stored
--        copies of that article give it (academickids.com, owiki.org).
--   [MG] MancalaGames ../shared/mancalagames/GameProps/Oware.txt (Valdez
--        2023 p49): holes 6, nbr_start 4, capt_on [2,3], capt_side 1
--        (OPP_SIDE), multicapt -1, grandslam 2 (NO_CAPT), mustshare,
--        skip_start, sow_direct 1 (CCW), quitter 0 (HOLE_OWNER).
--   [OS] OpenSpiel open_spiel/games/oware.cc (LegalActions, IsGrandSlam,
--        DoCaptureFrom, IsTerminal, CollectAndTerminate).
-- The score houses only hold captured seeds ([W] "Seeds are not distributed
-- into the end scoring pits"): not on the sowing track.
return {
  name = "Oware (abapa)",

  board = { row = 6 },                                  -- OA.B1 [W] two rows of six houses; [MG] holes 6
  setup = { deal = "equal", total = 48 },               -- OA.B2 [W] 48 seeds, four per house; [MG] nbr_start 4
  first = "south",                                      -- OA.Q3 (open: [W] "the winner of the previous game starts")

  sow = {
    direction = "ccw",                                  -- OA.R1 [W] counter-clockwise; [MG] sow_direct 1
    origin = "skip",                                    -- OA.R2 [W] "nor into the house drawn from"; [MG] skip_start; [OS] DistributeSeeds
    relay = false,                                      -- OA.R1 [W] single lap
  },
  start = "any",                                        -- OA.R1 [W] any of the player's six houses holding seeds

  capture = {
    counts = { 2, 3 },                                  -- OA.C1 [W] "exactly two or three"; [MG] capt_on [2,3]
    rows = "opponent",                                  -- OA.C1 [W] "an opponent's house"; [MG] capt_side 1
    chain = "preceding",                                -- OA.C2 [W] the previous-to-last house too, and so on; [MG] multicapt -1
    extent = "row",                                     -- OA.C2 [W] "until a house ... not in the opponent's row"; [OS] DoCaptureFrom stops at LowerHouse
    test = "sequential",                                -- OA.C2 each house tested as reached
    grand_slam = "forfeit",                             -- OA.C3 [W] a grand slam captures nothing; [MG] grandslam 2 NO_CAPT; [OS] IsGrandSlam
  },

  feed = {
    rule = "reach",                                     -- OA.F1 [W] "must make a move that gives the opponent seeds" (OA.Q1 open)
    unable = "feeder_takes",                            -- OA.F2 [W] "the current player captures all seeds in their own territory"; [OS] CollectAndTerminate
  },
  empty_row = "pass",                                   -- OA.F1 (feeding leaves no empty row to move from; only a set-up position can have one)

  finish = {
    board_empty = true,                                 -- OA.E1
    threshold = "majority", at_threshold = "stop",      -- OA.E1 [W] "capturing 25 is sufficient"; [OS] IsTerminal: more than half
    win_needs = "majority",                             -- OA.E1 [W] 25 of 48; 24-24 a draw
    endless = { detect = "proven", rest = "owner" },    -- OA.Q2 (open) [W] an endless cycle: "each player captures the seeds on their side"
  },

  ids = {
    ["board"] = "OA.B1", ["setup"] = "OA.B2", ["first"] = "OA.Q3",
    ["sow.direction"] = "OA.R1", ["sow.origin"] = "OA.R2", ["sow.relay"] = "OA.R1",
    ["start"] = "OA.R1",
    ["capture.counts"] = "OA.C1", ["capture.rows"] = "OA.C1", ["capture.chain"] = "OA.C2",
    ["capture.extent"] = "OA.C2", ["capture.test"] = "OA.C2", ["capture.grand_slam"] = "OA.C3",
    ["feed.rule"] = "OA.F1 OA.Q1", ["feed.unable"] = "OA.F2", ["empty_row"] = "OA.F1",
    ["finish.board_empty"] = "OA.E1", ["finish.threshold"] = "OA.E1", ["finish.at_threshold"] = "OA.E1",
    ["finish.win_needs"] = "OA.E1", ["finish.endless"] = "OA.Q2",
  },

  -- [W] and [OS]: a feeding move is one whose sowing reaches the opponent's
  -- row (OS LegalActions counts the seeds past the own row); [MG]
  -- allowables.py MustShare plays the whole move, captures included, and
  -- asks whether the opponent then has seeds. With the grand slam forfeited
  -- both agree except on a move that feeds and then captures what it fed.
  open { id = "OA.Q1", "Feeding: must the move's sowing reach the opponent's row, or leave it seeds after the captures?",
    { "reach", { feed = { rule = "reach" } } },
    { "leave", { feed = { rule = "leave" } } } },

  -- [W]: the players agree that a cycle has been reached and each takes the
  -- seeds on their side ([MG] quitter HOLE_OWNER). sow ends the game on the
  -- first ply from which no capture can ever happen (proven); [OS] ends it on
  -- the first repeated board (not expressible: no end on repetition).
  open { id = "OA.Q2", "Endless play: each player takes the seeds on their side, or another rule?",
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "gap",   { finish = { endless = { rest = "gap" } } } } },

  -- A modelling choice: [W] lets the previous game's winner start; a single
  -- game needs someone.
  open { id = "OA.Q3", "Who moves first (the sources: the winner of the previous game)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
