-- Toguz Xorgol (Mongolia; "nine pits"), after Russ 1984 p25. Source: [MG]
-- MancalaGames ../shared/mancalagames/GameProps/Toguz_Xorgol.txt (GPL-3.0
-- data, read there and paraphrased; rule ids TX.* are this spec's own):
-- holes 9, nbr_start 9, sow_direct -1 (CW), sow_start with move_one, evens
-- with capt_min 4, capt_side 1 (OPP_SIDE), child_cvt 3, child_type 3
-- (ONE_CHILD), child_rule 1 (OPP_SIDE_ONLY), child_locs 9 (NOT_FACING, which
-- also applies NO_OPP_RIGHT), stores; mlaps, mustpass, mustshare,
-- multicapt, skip_start, unclaimed not set (single lap, no pass, no
-- feeding, single capture, HOLE_OWNER). Help text: a single-lap clockwise
-- sow; one seed stays in the start hole unless it held one, which moves on;
-- captures on evens of 4 or more; a final seed making 3 makes a tuzdek,
-- never in the opponent's rightmost hole (the last before sowing comes back
-- to one's own row), never directly opposite the other tuzdek.
-- Clockwise, sowing goes from pit p to p-1 (0 -> 17): South's row is left
-- along the track at pit 0, North's at pit 9.
return {
  name = "Toguz Xorgol",

  board = { row = 9 },                                  -- TX.B1 [MG] holes 9
  setup = { deal = "equal", total = 162 },              -- TX.B2 [MG] nbr_start 9
  first = "south",                                      -- TX.Q2 (open; not said)

  sow = {
    direction = "cw",                                   -- TX.R1 [MG] sow_direct -1 (CW)
    origin = "sow",                                     -- TX.R1 [MG] skip_start not set
    relay = false,                                      -- TX.R1 [MG] mlaps not set: "single-lap"
    first_seed = "origin_unless_single",                -- TX.R2 [MG] sow_start, move_one
  },
  start = "any",                                        -- TX.R1 [MG] no allow_rule, min_move 1

  capture = {
    counts = function(c) return c >= 4 and c % 2 == 0 end, -- TX.C1 [MG] evens AND capt_min 4 (basic captures are ANDed)
    rows = "opponent",                                  -- TX.C1 [MG] capt_side 1 OPP_SIDE
    chain = "none",                                     -- TX.C1 [MG] multicapt not set
  },

  children = {
    counts = { 3 },                                     -- TX.T1 [MG] child_cvt 3: the final seed makes 3
    rows = "opponent",                                  -- TX.T1 [MG] child_rule 1 OPP_SIDE_ONLY
    per_player = 1,                                     -- TX.T2 [MG] child_type 3 ONE_CHILD
    not_last = true,                                    -- TX.T2 [MG] child_locs NOT_FACING applies NO_OPP_RIGHT: not the opponent's last pit along the track
    not_facing = true,                                  -- TX.T2 [MG] child_locs 9 NOT_FACING: not directly opposite the other tuzdek
  },

  empty_row = "owners_take",                            -- TX.E2 [MG] no mustpass: the game ends with no move; unclaimed HOLE_OWNER
  finish = {
    board_empty = true,                                 -- TX.E1
    threshold = "majority", at_threshold = "stop",      -- TX.E1 [MG] goal MAX_SEEDS without rounds: ends at more than half (82 of 162)
    win_needs = 0,                                      -- TX.E1 the most seeds; 81-81 a draw
    endless = { detect = "proven", rest = "gap" },      -- TX.Q1 (open)
  },

  ids = {
    ["board"] = "TX.B1", ["setup"] = "TX.B2", ["first"] = "TX.Q2",
    ["sow.direction"] = "TX.R1", ["sow.origin"] = "TX.R1", ["sow.relay"] = "TX.R1",
    ["sow.first_seed"] = "TX.R2", ["start"] = "TX.R1",
    ["capture.counts"] = "TX.C1", ["capture.rows"] = "TX.C1", ["capture.chain"] = "TX.C1",
    ["children.counts"] = "TX.T1", ["children.rows"] = "TX.T1", ["children.per_player"] = "TX.T2",
    ["children.not_last"] = "TX.T2", ["children.not_facing"] = "TX.T2",
    ["empty_row"] = "TX.E2", ["finish.board_empty"] = "TX.E1", ["finish.threshold"] = "TX.E1",
    ["finish.at_threshold"] = "TX.E1", ["finish.win_needs"] = "TX.E1", ["finish.endless"] = "TX.Q1",
  },

  -- TX.Q1: MG has no rule for play that can never capture again (its
  -- End Game menu command would give the seeds to their hole owners).
  open { id = "TX.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "split", { finish = { endless = { rest = "split" } } } } },

  open { id = "TX.Q2", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
