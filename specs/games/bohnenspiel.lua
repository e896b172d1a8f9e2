-- Bohnenspiel (the "bean game" of the Baltic Germans; Jaques's "Mangola").
-- Self-contained copy of specs/bohnenspiel.lua, which builds on
-- specs/mangala_ii.lua with include() (include only reads the spec's own
-- directory, so a spec here cannot use it). Same rules, same questions in
-- the same order: `sow show` prints the same compiled rules for both files.
-- specs/bohnenspiel.lua stays where it is (tests and results name it).
-- Sources, as there: docs/rules/mangala_ii.md II.Q7 (a rival set "like
-- Bohnenspiel" ends the game when the player to move has no move, the other
-- player taking the seeds left) and ../shared/seeds/004_d9d97532cbcb78de.txt
-- (notes: Mangala is Mangola without scoring pits and with a passing rule),
-- so Bohnenspiel = Mangala II without the passing rule (II.R3); scoring pits
-- only hold captured seeds and change no move, so they are not modelled.
-- MancalaGames' GameProps/Bohnenspiel.txt agrees (unclaimed 2 = LAST_MOVER)
-- and its program adds two end rules (BS.Q2 ClearWinner, BS.Q3
-- NoOutcomeChange). See docs/rivals.md, "Bohnenspiel".
return {
  name = "Bohnenspiel",

  board = { row = 6 },                                  -- II.B1 two rows of 6, no stores on the track
  setup = { deal = "equal", total = 72 },               -- II.B2 6 seeds in every pit
  first = "south",                                      -- II.Q4 (open)

  sow = {
    direction = "ccw",                                  -- II.R1 counter-clockwise
    origin = "sow",                                     -- II.Q1 (open)
    relay = false,                                      -- II.R2 a single lap
  },
  start = "any",                                        -- II.R1 any non-empty own pit

  capture = {
    counts = { 2, 4, 6 },                               -- II.C1 (II.Q6 open)
    rows = "any",                                       -- II.C1 in either row
    chain = "preceding",                                -- II.C2 (II.Q3 open)
    extent = "track",                                   -- II.C2 (II.Q2 open)
    test = "sequential",                                -- II.C2 "then holds"
    opposite = false,                                   -- II.C1 the landing pit only
  },

  feed = { rule = "none" },                             -- II.R3 (no feeding rule in the sources)
  empty_row = "last_mover_takes",                       -- II.Q7 (Bohnenspiel), BS.Q1: no pass; the game
                                                        --   ends and the last mover takes the rest

  finish = {
    board_empty = true,                                 -- II.E1
    win_needs = "majority",                             -- II.E2 "at least 37" of 72 (II.Q8 open)
    endless = { detect = "proven", rest = "gap" },      -- II.Q5 (open)
  },

  ids = {
    ["board"] = "II.B1", ["setup"] = "II.B2", ["first"] = "II.Q4",
    ["sow.direction"] = "II.R1", ["sow.origin"] = "II.Q1", ["sow.relay"] = "II.R2",
    ["start"] = "II.R1", ["empty_row"] = "II.Q7 BS.Q1",
    ["capture.counts"] = "II.C1 II.Q6", ["capture.rows"] = "II.C1",
    ["capture.chain"] = "II.C2 II.Q3", ["capture.extent"] = "II.C2 II.Q2",
    ["capture.test"] = "II.C2",
    ["finish.board_empty"] = "II.E1", ["finish.win_needs"] = "II.E2 II.Q8",
    ["finish.endless"] = "II.Q5",
  },

  -- Inherited from Mangala II (docs/rules/mangala_ii.md), unchanged.
  open { id = "II.Q1", "A sowing of 12 or more seeds passes the origin pit: does it get a seed?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  open { id = "II.Q2", "Does the backward chain continue from one row into the other (and around the board)?",
    { "track", { capture = { extent = "track" } } },
    { "row",   { capture = { extent = "row" } } } },

  open { id = "II.Q3", "The chain starts at the pit 'in front of' the landing pit yet runs 'backwards'",
    { "backward", { capture = { chain = "preceding" } } },
    { "forward",  { capture = { chain = "following" } } } },

  open { id = "II.Q4", "Who moves first?",
    { "south",     { first = "south" } },
    { "north",     { first = "north" } },
    { "random",    { first = "random" } },
    { "alternate", { first = "alternate" } } },

  open { id = "II.Q5", "Can play go on forever? The game only ends on an empty board.",
    { "gap",       { finish = { endless = { rest = "gap" } } } },
    { "split",     { finish = { endless = { rest = "split" } } } },
    { "unclaimed", { finish = { endless = { rest = "unclaimed" } } } } },

  open { id = "II.Q6", "Are even counts above 6 (8, 10, ...) captured?",
    { "listed",   { capture = { counts = { 2, 4, 6 } } } },
    { "any_even", { capture = { counts = function(c) return c > 0 and c % 2 == 0 end } } } },

  -- II.Q7 (which rival rule set?) is not declared: this spec is one of them.
  open { id = "II.Q8", "Does a win need a majority of the seeds in play (37 of 72) when some are left unclaimed?",
    { "majority", { finish = { win_needs = "majority" } } },
    { "more",     { finish = { win_needs = 0 } } } },

  -- Bohnenspiel's own (docs/rivals.md): who takes the seeds left; the two
  -- end rules MancalaGames' program adds (src/end_move.py, end_move_decos.py).
  open { id = "BS.Q1", "The player to move has no seeds: who takes the seeds left?",
    { "last_mover", { empty_row = "last_mover_takes" } },
    { "starved",    { empty_row = "starved_takes" } },
    { "pass",       { empty_row = "pass" } } },
  open { id = "BS.Q2", "Does play stop once a player has 37 of the 72 (MancalaGames' ClearWinner), or go on (II.E1)?",
    { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } },
    { "stop",    { finish = { threshold = "majority", at_threshold = "stop" } } } },
  open { id = "BS.Q3", "A single seed left: play goes on until a row is empty, or the game ends there and the last mover takes it (MancalaGames' NoOutcomeChange)?",
    { "play_on",    {} },
    { "last_mover", { finish = { lone_seed = "last_mover" } } } },
}
