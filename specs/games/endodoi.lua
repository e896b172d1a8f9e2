-- Endodoi (Maasai, Kenya/Tanzania): 2x8, relay sowing, cross captures.
-- Source (read there, paraphrased here; rule ids EN.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Endodoi.txt (MancalaGames, GPL-3.0 data,
--        after Russ 1984 p28): its parameters and "about" text. Parameters
--        not set in the file take MancalaGames' defaults (its _all_params.txt).
-- Pits 0..7 are South's, 8..15 North's, counter-clockwise; MG's stores hold
-- the captures only (no sow_stores): they are not on the track.
return {
  name = "Endodoi",

  board = { row = 8 },                       -- EN.B1 EN.Q1 (open): MG holes = 8 ("Played with 6 to 10 holes")
  setup = { deal = "equal", total = 64 },    -- EN.B2 EN.Q1: MG nbr_start = 4 ("2 to 9 seeds per hole")
  first = "south",                           -- EN.Q3 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- EN.R1 MG sow_direct = 1; about "sow direction is counter-clockwise"
    origin = "sow",                          -- EN.R1 MG skip_start unset
    relay = function(c) return c >= 2 end,   -- EN.R2 MG mlaps = 1; about "A multi-lap mancala"
  },
  start = "any",                             -- EN.R1 MG allow_rule unset (Dabuda's restriction is a variation)

  capture = {
    kind = "cross",                          -- EN.C1 MG crosscapt = 1: "Cross-capture when end in own hole with one seed"
    rows = "own",                            -- EN.C1 MG capt_side = 1 (OPP_SIDE: the opposite hole is the opponent's)
    take_sown = "with_capture",              -- EN.C2 EN.Q2 (open): MG xcpickown = 1, "pick own seed on capture"
  },

  empty_row = "owners_take",                 -- EN.E1 MG about "Games end when a player has no valid move on their turn"; unclaimed unset = HOLE_OWNER

  finish = {
    board_empty = true,                      -- EN.E1
    win_needs = 0,                           -- EN.E2 MG "collect more than half the seeds" (goal MAX_SEEDS: every seed is claimed, so the larger count)
  },

  ids = {
    ["board"] = "EN.B1 EN.Q1", ["setup"] = "EN.B2 EN.Q1", ["first"] = "EN.Q3",
    ["sow.direction"] = "EN.R1", ["sow.origin"] = "EN.R1", ["sow.relay"] = "EN.R2", ["start"] = "EN.R1",
    ["capture.kind"] = "EN.C1", ["capture.rows"] = "EN.C1", ["capture.take_sown"] = "EN.C2 EN.Q2",
    ["empty_row"] = "EN.E1", ["finish.board_empty"] = "EN.E1", ["finish.win_needs"] = "EN.E2",
  },

  open { id = "EN.Q1", "Board size and seeds: MG's default 2x8 with 4, or Russ's smallest 2x6 with 4 (MG: 6 to 10 holes, 2 to 9 seeds)?",
    { "8x4", { board = { row = 8 }, setup = { total = 64 } } },
    { "6x4", { board = { row = 6 }, setup = { total = 48 } } } },
  -- EN.Q2: MG gives only "pick own seed on capture"; whether the lone seed
  -- is taken when the opposite hole is empty it does not say: its
  -- PICK_ON_CAPT leaves it.
  open { id = "EN.Q2", "A last seed in an empty own hole facing an empty hole: does it stay (MG PICK_ON_CAPT) or go to the store (always)?",
    { "with_capture", { capture = { take_sown = "with_capture" } } },
    { "always",       { capture = { take_sown = "always" } } } },
  open { id = "EN.Q3", "Who moves first?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
