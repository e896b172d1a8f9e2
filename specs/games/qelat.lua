-- Qelat (Beni Amir and Mensa, Eritrea): 2x6, the start pit sets the
-- direction, waldas (children) made on 4s at the ends, captures on 4s
-- only once a player owns a walda.
-- Source (read there, paraphrased here; rule ids QL.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Qelat.txt (MancalaGames, GPL-3.0
--        data, after Mohr 1993 p101; its deviation: seeds are sown into
--        waldas, after Mancala World "Qelat (Beni Amir & Mensa)"): its
--        parameters and "about" text; MancalaGames' parameter help
--        (src/game_param_descs.txt) and code (allowables.py DontUndoMoveOne).
--        Parameters not set take MancalaGames' defaults (its _all_params.txt).
-- Pits 0..5 are South's, 6..11 North's, counter-clockwise. MG has no
-- stores (stores unset): captures go into the capturer's waldas, and a seed
-- sown into a walda is its owner's; sow keeps both in the owner's store.
return {
  name = "Qelat",

  board = { row = 6 },                       -- QL.B1 MG holes = 6
  setup = { deal = "equal", total = 48 },    -- QL.B2 MG nbr_start = 4
  first = "south",                           -- QL.Q4 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- QL.R1 MG sow_direct = 0 (SPLIT): "start hole determines sow direction"; the right holes sow CCW (MG Cow.txt's SPLIT text; DontUndoMoveOne's end pairs 0/11, 5/6)
    against = { 1, 2, 3 },                   -- QL.R1 the left three holes of each row sow CW (into the opponent's row across the row's left end)
    origin = "skip",                         -- QL.R2 MG skip_start = true
    relay = false,                           -- QL.R2 MG mlaps unset: "A single-lap mancala"
  },
  start = "any",                             -- QL.R1 MG allow_rule unset; QL.Q1 (open)

  children = {
    counts = { 4 },                          -- QL.T1 MG child_type = 1 (NORMAL), child_cvt = 4: "four seeds in eligible hole designates a walda"
    pits = { south = { 0, 5, 6, 11, 7, 10 }, -- QL.T2 MG child_locs = 4 (ENDS_PLUS_ONE_OPP): any end hole, and the opponent's
             north = { 0, 5, 6, 11, 1, 4 } },--   holes next to its ends ("TB B N B TB / TB T N T TB")
  },

  capture = {
    counts = { 4 },                          -- QL.C1 MG capt_on = [4]: "capture on 4s"
    rows = "any",                            -- QL.C1 MG capt_side = 0 (BOTH)
    needs_child = true,                      -- QL.C2 MG no stores with children: "must designate walda(s) before captures"
  },

  empty_row = "pass",                        -- QL.E1 MG mustpass = true
  finish = {
    board_empty = true,                      -- QL.E1
    no_moves = "unclaimed",                  -- QL.E1 MG: neither player can move ends the game (EndTurnPassPass); unclaimed = 1 (DONT_SCORE)
    threshold = "majority", at_threshold = "stop", -- QL.E2 MG goal MAX_SEEDS: more than half (25 of 48)
    win_needs = 0,                           -- QL.E2 the most seeds; 24-24 a draw
    endless = { detect = "proven", rest = "unclaimed" }, -- QL.Q3 (open): MG's seeds left count for nobody (DONT_SCORE)
  },

  ids = {
    ["board"] = "QL.B1", ["setup"] = "QL.B2", ["first"] = "QL.Q4",
    ["sow.direction"] = "QL.R1", ["sow.against"] = "QL.R1", ["sow.origin"] = "QL.R2", ["sow.relay"] = "QL.R2",
    ["start"] = "QL.R1 QL.Q1",
    ["children.counts"] = "QL.T1", ["children.pits"] = "QL.T2",
    ["capture.counts"] = "QL.C1", ["capture.rows"] = "QL.C1", ["capture.needs_child"] = "QL.C2",
    ["empty_row"] = "QL.E1", ["finish.board_empty"] = "QL.E1", ["finish.no_moves"] = "QL.E1",
    ["finish.threshold"] = "QL.E2", ["finish.at_threshold"] = "QL.E2", ["finish.win_needs"] = "QL.E2",
    ["finish.endless"] = "QL.Q3",
  },

  -- QL.Q1: MG's code (allowables.py DontUndoMoveOne, included for SPLIT
  -- sowing with a minimum move of 1) forbids moving a single seed straight
  -- back across the row's end it was just moved across (pits 0/11, 5/6) on
  -- the next move; Mohr's text as MG gives it says nothing of it. sow has
  -- no move restriction that remembers the last move: that reading is not
  -- expressible, and the question keeps the unrestricted one.
  open { id = "QL.Q1", "May a single seed just moved across a row's end be moved straight back (the text: yes; MG's DontUndoMoveOne: no, not expressible)?",
    { "allowed", { start = "any" } } },

  -- QL.Q2: MG's pattern ENDS_PLUS_ONE_OPP gives each player the four end
  -- holes and the two holes next to the ends of the opponent's row; its
  -- help text on waldas says "the next two outer holes on their own side".
  open { id = "QL.Q2", "Which holes next to the ends may become a player's walda: the opponent's (MG's pattern) or the player's own (MG's walda text)?",
    { "opponent", { children = { pits = { south = { 0, 5, 6, 11, 7, 10 }, north = { 0, 5, 6, 11, 1, 4 } } } } },
    { "own",      { children = { pits = { south = { 0, 5, 6, 11, 1, 4 }, north = { 0, 5, 6, 11, 7, 10 } } } } } },

  open { id = "QL.Q3", "Play that can never capture or end again: the seeds left (MG: nobody's, DONT_SCORE)?",
    { "unclaimed", { finish = { endless = { rest = "unclaimed" } } } },
    { "gap",       { finish = { endless = { rest = "gap" } } } },
    { "owner",     { finish = { endless = { rest = "owner" } } } } },

  open { id = "QL.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
