-- Enkeshui (Maasai-speaking peoples, East Africa): 2x8, relay sowing,
-- bulls (children made on 4s, two at once on a 3 and a 4), chained cross
-- captures.
-- Source (read there, paraphrased here; rule ids EK.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Enkeshui.txt (MancalaGames, GPL-3.0
--        data, after Russ 1984 p42): its parameters and "about" text.
--        Parameters not set take MancalaGames' defaults (its _all_params.txt).
-- Pits 0..7 are South's, 8..15 North's, counter-clockwise. MG's stores hold
-- the captures and the bulls' seeds: they are not on the track.
return {
  name = "Enkeshui",

  board = { row = 8 },                       -- EK.B1 MG holes = 8 (vari_params 8, 10, 12)
  setup = { deal = "layout",                 -- EK.B2 MG start_pattern = 5 (TWOEMPTY): 4 seeds (nbr_start) in each hole but each row's two rightmost
            layout = { 4, 4, 4, 4, 4, 4, 0, 0,  4, 4, 4, 4, 4, 4, 0, 0 } },
  first = "south",                           -- EK.Q3 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- EK.R1 MG sow_direct = 1: "counter-clockwise sow"
    origin = "sow",                          -- EK.R1 MG skip_start unset
    relay = function(c) return c >= 2 end,   -- EK.R2 MG mlaps = 1 (LAPPER): "A multi-lap" sow
  },
  start = "any",                             -- EK.R1 MG allow_rule unset

  children = {
    counts = { 4 },                          -- EK.T1 MG child_type = 5 (BULL), child_cvt = 4: "Bulls are made ... when sowing to 4"
    rows = "any",                            -- EK.T1 MG child_rule, child_locs unset: "on either side of the board"
    pair = true,                             -- EK.T2 MG BULL: "Two bulls are made if the final two seeds sow holes to 3 and 4 seeds in either order"
  },

  capture = {
    kind = "cross",                          -- EK.C1 MG crosscapt = true
    rows = "own",                            -- EK.C1 MG capt_side = 1 (OPP_SIDE: the hole taken is the opponent's)
    take_sown = "with_capture",              -- EK.C2 EK.Q1 (open): MG xcpickown = 1, "pick own on capture"
    chain = "following",                     -- EK.C3 MG multicapt = -1, capt_dir = 1: "as long as the holes after the final hole sown are empty"
  },

  empty_row = "owners_take",                 -- EK.E1 MG mustpass unset: no move ends the game; unclaimed unset = HOLE_OWNER
  finish = {
    board_empty = true,                      -- EK.E1
    threshold = "majority", at_threshold = "stop", -- EK.E2 MG goal MAX_SEEDS: ends at more than half (25 of 48)
    win_needs = 0,                           -- EK.E2 the most seeds; 24-24 a draw
    endless = { detect = "proven", rest = "gap" }, -- EK.Q2 (open)
  },

  ids = {
    ["board"] = "EK.B1", ["setup"] = "EK.B2", ["first"] = "EK.Q3",
    ["sow.direction"] = "EK.R1", ["sow.origin"] = "EK.R1", ["sow.relay"] = "EK.R2", ["start"] = "EK.R1",
    ["children.counts"] = "EK.T1", ["children.rows"] = "EK.T1", ["children.pair"] = "EK.T2",
    ["capture.kind"] = "EK.C1", ["capture.rows"] = "EK.C1", ["capture.take_sown"] = "EK.C2 EK.Q1",
    ["capture.chain"] = "EK.C3",
    ["empty_row"] = "EK.E1", ["finish.board_empty"] = "EK.E1",
    ["finish.threshold"] = "EK.E2", ["finish.at_threshold"] = "EK.E2", ["finish.win_needs"] = "EK.E2",
    ["finish.endless"] = "EK.Q2",
  },

  -- EK.Q1: MG's "pick own on capture" is PICK_ON_CAPT: the last seed goes
  -- with a capture only; whether it also goes when the opposite hole is
  -- empty the text does not say.
  open { id = "EK.Q1", "A last seed in an empty own hole facing an empty hole: does it stay (MG PICK_ON_CAPT) or go to the store (always)?",
    { "with_capture", { capture = { take_sown = "with_capture" } } },
    { "always",       { capture = { take_sown = "always" } } } },

  open { id = "EK.Q2", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "EK.Q3", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
