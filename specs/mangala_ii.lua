-- Mangala II (Ottoman Turkey, 17th-19th century).
-- Source: docs/rules/mangala_ii.md, from the Thai translation of Mancala
-- World "Mangala II" (../shared/seeds/004_d9d97532cbcb78de.txt).
-- Each field names the rule id it encodes; `ids` makes them visible to `sow show`.
return {
  name = "Mangala II",

  board = { row = 6 },                                  -- II.B1 two rows of 6, no stores
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
    opposite = false,
  },

  feed = { rule = "none" },
  empty_row = "pass",                                   -- II.R3

  finish = {
    board_empty = true,                                 -- II.E1
    win_needs = "majority",                             -- II.E2 "at least 37" of 72: a majority (II.Q8 open)
    endless = { detect = "proven", rest = "gap" },      -- II.Q5 (open)
  },

  ids = {
    ["board"] = "II.B1", ["setup"] = "II.B2", ["first"] = "II.Q4",
    ["sow.direction"] = "II.R1", ["sow.origin"] = "II.Q1", ["sow.relay"] = "II.R2",
    ["start"] = "II.R1", ["empty_row"] = "II.R3",
    ["capture.counts"] = "II.C1 II.Q6", ["capture.rows"] = "II.C1",
    ["capture.chain"] = "II.C2 II.Q3", ["capture.extent"] = "II.C2 II.Q2",
    ["capture.test"] = "II.C2",
    ["finish.board_empty"] = "II.E1", ["finish.win_needs"] = "II.E2 II.Q8",
    ["finish.endless"] = "II.Q5",
  },

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

  open { id = "II.Q7", "Rival rule sets published as 'Mangala' (Valdez; Bohnenspiel)",
    { "thai", {} } },   -- the rivals are sibling specs, compared with `sow diff`

  -- Not in the source's own questions: II.E2 says the winner has "more
  -- seeds (at least 37)", a majority of the 72. When seeds are left
  -- unclaimed (II.Q5 unclaimed) the leader may have fewer: is that a win?
  -- Most literal: a win needs a majority of the seeds in play.
  open { id = "II.Q8", "Does a win need a majority of the seeds in play (37 of 72) when some are left unclaimed?",
    { "majority", { finish = { win_needs = "majority" } } },
    { "more",     { finish = { win_needs = 0 } } } },
}
