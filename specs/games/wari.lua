-- Wari (Russ). Source: [MG] MancalaGames ../shared/mancalagames/GameProps/Wari.txt
-- ("rules": Russ, Laurence. Mancala Games. 1984. p14): holes 6, nbr_start
-- 4, capt_on [2,3], capt_side 1 (OPP_SIDE), multicapt -1, mustshare,
-- skip_start, sow_direct 1 (CCW); grandslam, unclaimed and quitter not set
-- (their defaults in src/game_info.py: LEGAL, HOLE_OWNER, DIVVIED); its help
-- text: the game ends when a player has no seeds at the start of their turn
-- (the player with seeds collects them) or when one player has collected
-- more than half of the seeds. Stores only hold captures: not on the track.
return {
  name = "Wari (Russ)",

  board = { row = 6 },                                  -- WR.B1 [MG] holes 6
  setup = { deal = "equal", total = 48 },               -- WR.B2 [MG] nbr_start 4
  first = "south",                                      -- WR.Q4 (open; not said)

  sow = {
    direction = "ccw",                                  -- WR.R1 [MG] sow_direct 1
    origin = "skip",                                    -- WR.R2 [MG] skip_start: a cycling sow skips the start hole
    relay = false,                                      -- WR.R1 [MG] "a single-lap mancala"
  },
  start = "any",                                        -- WR.R1 [MG] no allow_rule, min_move 1

  capture = {
    counts = { 2, 3 },                                  -- WR.C1 [MG] capt_on [2,3]
    rows = "opponent",                                  -- WR.C1 [MG] capt_side 1 OPP_SIDE
    chain = "preceding",                                -- WR.C2 [MG] multicapt -1: the unbroken group "immediately preceding"
    extent = "row",                                     -- WR.C2 [MG] captures only on the opponent's side
    test = "sequential",                                -- WR.C2
    grand_slam = "allowed",                             -- WR.Q2 (open) [MG] grandslam not set: LEGAL
  },

  feed = {
    rule = "leave",                                     -- WR.F1 WR.Q1 [MG] mustshare (allowables.py MustShare: after captures)
    unable = "feeder_takes",                            -- WR.F2 [MG] the player with seeds collects them (unclaimed HOLE_OWNER)
  },
  empty_row = "last_mover_takes",                       -- WR.E2 [MG] no seeds at the start of a turn: the player with seeds
                                                        --   (who moved last; all seeds are in their row) collects them

  finish = {
    board_empty = true,                                 -- WR.E1
    threshold = "majority", at_threshold = "stop",      -- WR.E1 [MG] "more than half of the seeds" ends the game
    win_needs = 0,                                      -- WR.E1 [MG] goal: capture the most seeds
    endless = { detect = "proven", rest = "gap" },      -- WR.Q3 (open)
  },

  ids = {
    ["board"] = "WR.B1", ["setup"] = "WR.B2", ["first"] = "WR.Q4",
    ["sow.direction"] = "WR.R1", ["sow.origin"] = "WR.R2", ["sow.relay"] = "WR.R1",
    ["start"] = "WR.R1",
    ["capture.counts"] = "WR.C1", ["capture.rows"] = "WR.C1", ["capture.chain"] = "WR.C2",
    ["capture.extent"] = "WR.C2", ["capture.test"] = "WR.C2", ["capture.grand_slam"] = "WR.Q2",
    ["feed.rule"] = "WR.F1 WR.Q1", ["feed.unable"] = "WR.F2", ["empty_row"] = "WR.E2",
    ["finish.board_empty"] = "WR.E1", ["finish.threshold"] = "WR.E1", ["finish.at_threshold"] = "WR.E1",
    ["finish.win_needs"] = "WR.E1", ["finish.endless"] = "WR.Q3",
  },

  open { id = "WR.Q1", "Feeding ('make seeds available'): leave the opponent seeds after the captures (MancalaGames), or only reach their row?",
    { "leave", { feed = { rule = "leave" } } },
    { "reach", { feed = { rule = "reach" } } } },

  -- Russ as MancalaGames encodes him says nothing of the grand slam (the
  -- default LEGAL); its variations list "any GRANDSLAM rule".
  open { id = "WR.Q2", "A move capturing all of the opponent's seeds: allowed (MancalaGames' default) or captures nothing (abapa)?",
    { "allowed", { capture = { grand_slam = "allowed" } } },
    { "forfeit", { capture = { grand_slam = "forfeit" } } } },

  -- The source names no rule for play that can never capture again;
  -- MancalaGames' End Game command divides the seeds (quitter DIVVIED).
  open { id = "WR.Q3", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "WR.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
