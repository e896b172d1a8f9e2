-- Ayoayo (Yoruba, Nigeria): 2x6, relay sowing, cross captures, feeding.
-- Source (read there, paraphrased here; rule ids AY.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Ayoayo.txt (MancalaGames, GPL-3.0 data,
--        after Mohr 1993 p102): its parameters and "about" text. Parameters
--        not set in the file take MancalaGames' defaults (its _all_params.txt).
-- Pits 0..5 are South's, 6..11 North's, counter-clockwise. MG's stores
-- (stores = true) hold the captures only: they are not on the track.
return {
  name = "Ayoayo",

  board = { row = 6 },                       -- AY.B1 MG holes = 6
  setup = { deal = "equal", total = 48 },    -- AY.B2 MG nbr_start = 4
  first = "south",                           -- AY.Q4 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- AY.R1 MG sow_direct = 1
    origin = "skip",                         -- AY.R1 MG skip_start = true ("skipping start hole on full cycle sow")
    relay = function(c) return c >= 2 end,   -- AY.R2 MG mlaps = 1 (a lap ending in an occupied hole goes on: "multi-lap")
  },
  start = "any",                             -- AY.R1 MG allow_rule unset

  capture = {
    kind = "cross",                          -- AY.C1 MG crosscapt = true: "cross-capture ... when a sow ends in own empty hole"
    rows = "own",                            -- AY.C1 MG capt_side = 1 (OPP_SIDE: the opposite hole is the opponent's)
    take_sown = "with_capture",              -- AY.C2 MG xcpickown = 1 (PICK_ON_CAPT)
  },

  feed = {
    rule = "leave",                          -- AY.F1 AY.Q1 (open): MG mustshare = true, "you must make seeds available to them (if you can)"
    unable = "feeder_takes",                 -- AY.F2 MG: the game ends "when the current player cannot share"; unclaimed unset = HOLE_OWNER: the seeds are all in the feeder's row
  },
  empty_row = "owners_take",                 -- AY.E3 AY.Q2 (open): no move for the player to move (MG mustpass unset): the game ends, seeds to the hole owners (MG unclaimed default)

  finish = {
    threshold = "majority",                  -- AY.E1 MG about "ends when one player captures more than half the seeds"
    at_threshold = "stop",                   -- AY.E1
    lone_seed = "owner",                     -- AY.E2 AY.Q3 (open): MG about "when there is only one seed left on the board"; unclaimed default HOLE_OWNER
    win_needs = 0,                           -- AY.E4 most seeds wins (MG goal default MAX_SEEDS)
  },

  ids = {
    ["board"] = "AY.B1", ["setup"] = "AY.B2", ["first"] = "AY.Q4",
    ["sow.direction"] = "AY.R1", ["sow.origin"] = "AY.R1", ["sow.relay"] = "AY.R2", ["start"] = "AY.R1",
    ["capture.kind"] = "AY.C1", ["capture.rows"] = "AY.C1", ["capture.take_sown"] = "AY.C2",
    ["feed.rule"] = "AY.F1 AY.Q1", ["feed.unable"] = "AY.F2", ["empty_row"] = "AY.E3 AY.Q2",
    ["finish.threshold"] = "AY.E1", ["finish.at_threshold"] = "AY.E1", ["finish.lone_seed"] = "AY.E2 AY.Q3",
    ["finish.win_needs"] = "AY.E4",
  },

  -- AY.Q1: "make seeds available" most literally means the opponent holds
  -- seeds after the move (its captures included); dropping a seed into the
  -- row is the other reading.
  open { id = "AY.Q1", "Feeding: the move must leave the opponent with seeds after its captures, or only drop a seed into their row?",
    { "leave", { feed = { rule = "leave" } } },
    { "reach", { feed = { rule = "reach" } } } },
  -- AY.Q2: not in MG's text (a modelling choice from its defaults).
  open { id = "AY.Q2", "The player to move has no seeds: the game ends, each row to its owner (MG defaults), or they pass?",
    { "owners_take", { empty_row = "owners_take" } },
    { "pass",        { empty_row = "pass" } } },
  open { id = "AY.Q3", "The single seed left at the end goes to the owner of its hole (MG unclaimed default), or to nobody?",
    { "owner",     { finish = { lone_seed = "owner" } } },
    { "unclaimed", { finish = { lone_seed = "unclaimed" } } } },
  open { id = "AY.Q4", "Who moves first?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
