-- Toguz Kumalak (Kazakhstan; Toguz Korgool in Kyrgyzstan). Source: [MG]
-- MancalaGames ../shared/mancalagames/GameProps/Toguz_Kumalak.txt ("rules":
-- iggamecenter.com, the World Nomad Games' rules, Mancala World "Toguz
-- Kumalak"; "intended to be the rules used by the World Nomad Games"):
-- holes 9, nbr_start 9, sow_direct 1 (CCW), sow_start with move_one, evens,
-- capt_side 1 (OPP_SIDE), child_cvt 3, child_type 3 (ONE_CHILD), child_rule
-- 1 (OPP_SIDE_ONLY), child_locs 8 (NOT_SYM_OPP), stores; mustpass,
-- mustshare, multicapt, unclaimed, quitter not set (no pass, no feeding,
-- single capture, HOLE_OWNER, DIVVIED). Help text: one seed goes back into
-- the start hole unless it held one, which moves on; a final seed making 3
-- makes a tuzdik, one per player, in the opponent's right 8 holes as the
-- maker sees them (not the opponent's 9th), not in the hole with the same
-- number as the other tuzdik.
return {
  name = "Toguz Kumalak",

  board = { row = 9 },                                  -- TK.B1 [MG] holes 9
  setup = { deal = "equal", total = 162 },              -- TK.B2 [MG] nbr_start 9
  first = "south",                                      -- TK.Q2 (open; not said)

  sow = {
    direction = "ccw",                                  -- TK.R1 [MG] sow_direct 1
    origin = "sow",                                     -- TK.R1 [MG] skip_start not set
    relay = false,                                      -- TK.R1 [MG] "a single-lap" sow
    first_seed = "origin_unless_single",                -- TK.R2 [MG] sow_start, move_one
  },
  start = "any",                                        -- TK.R1 [MG] no allow_rule

  capture = {
    counts = function(c) return c > 0 and c % 2 == 0 end, -- TK.C1 [MG] evens
    rows = "opponent",                                  -- TK.C1 [MG] capt_side 1
    chain = "none",                                     -- TK.C1 [MG] multicapt not set
  },

  children = {
    counts = { 3 },                                     -- TK.T1 [MG] child_cvt 3: the final seed makes 3
    rows = "opponent",                                  -- TK.T1 [MG] child_rule 1 OPP_SIDE_ONLY
    per_player = 1,                                     -- TK.T2 [MG] child_type 3 ONE_CHILD
    not_last = true,                                    -- TK.T2 [MG] "the right 8 holes on the opposite side": not its 9th
    not_symmetric = true,                               -- TK.T2 [MG] child_locs 8 NOT_SYM_OPP: "not in the same numbered holes"
  },

  empty_row = "owners_take",                            -- TK.E2 [MG] no mustpass: EndTurnNoMoves; unclaimed HOLE_OWNER
  finish = {
    board_empty = true,                                 -- TK.E1
    threshold = "majority", at_threshold = "stop",      -- TK.E1 [MG] goal MAX_SEEDS: ClearWinner, 82 of 162
    win_needs = 0,                                      -- TK.E1 the most seeds; 81-81 a draw
    endless = { detect = "proven", rest = "gap" },      -- TK.Q1 (open)
  },

  ids = {
    ["board"] = "TK.B1", ["setup"] = "TK.B2", ["first"] = "TK.Q2",
    ["sow.direction"] = "TK.R1", ["sow.origin"] = "TK.R1", ["sow.relay"] = "TK.R1",
    ["sow.first_seed"] = "TK.R2", ["start"] = "TK.R1",
    ["capture.counts"] = "TK.C1", ["capture.rows"] = "TK.C1", ["capture.chain"] = "TK.C1",
    ["children.counts"] = "TK.T1", ["children.rows"] = "TK.T1", ["children.per_player"] = "TK.T2",
    ["children.not_last"] = "TK.T2", ["children.not_symmetric"] = "TK.T2",
    ["empty_row"] = "TK.E2", ["finish.board_empty"] = "TK.E1", ["finish.threshold"] = "TK.E1",
    ["finish.at_threshold"] = "TK.E1", ["finish.win_needs"] = "TK.E1", ["finish.endless"] = "TK.Q1",
  },

  open { id = "TK.Q1", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "TK.Q2", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
