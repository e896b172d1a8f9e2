-- Mangala IV (Gaziantep, south-east Anatolia).
-- Source: docs/rules/mangala_iv.md, from the Tagalog, Indonesian and Gujarati
-- translations of Mancala World "Mangala IV" (../shared/seeds/000, 001, 002),
-- after A. Güllü (2007); the page was adapted from "La'b Madjnuni" (Culin 1894).
-- Each field names the rule id it encodes; `ids` makes them visible to `sow show`.
return {
  name = "Mangala IV",

  board = { row = 7 },                                  -- IV.B1 two rows of 7, no stores
  setup = { deal = "uniform", total = 98, min = 0 },    -- IV.B2 98 seeds at random (IV.Q7 open)
  first = "ritual_other",                               -- IV.O1 odd-or-even ritual (IV.Q8 open)
  chooser = "captures",                                 -- IV.Q12 how the chooser values a side (open)

  sow = {
    direction = "ccw",                                  -- IV.R1 counter-clockwise (IV.Q2 open)
    origin = "sow",                                     -- IV.Q3 (open)
    relay = function(c) return c == 3 or c >= 5 end,   -- IV.R2 relay on 3, or 5 or more
  },                                                    -- IV.R3 the turn ends on 1, 2 or 4
  start = "leftmost",                                   -- IV.R1 leftmost non-empty pit (IV.Q1 open)

  capture = {
    counts = { 2, 4 },                                  -- IV.C1 exactly 2 or 4
    rows = "any",                                       -- IV.C3 in either player's row
    chain = "preceding",                                -- IV.C2 (IV.Q4 open)
    extent = "track",                                   -- IV.C2 (IV.Q5 open)
    test = "sequential",                                -- IV.C2 (IV.Q6 open)
    opposite = true,                                    -- IV.C1 IV.C2 with the opposite pit
  },

  feed = { rule = "none" },
  empty_row = "pass",                                   -- IV.R4 an empty row passes

  finish = {
    board_empty = true,                                 -- IV.E1 every pit empty
    win_needs = 0,                                      -- IV.E2 most seeds wins
    endless = { detect = "proven", rest = "gap" },      -- IV.Q9 (other endless play: a rule gap)
    lone_seed = "gap",                                  -- IV.Q9 (open)
  },

  ids = {
    ["board"] = "IV.B1", ["setup"] = "IV.B2 IV.Q7", ["first"] = "IV.O1 IV.Q8", ["chooser"] = "IV.O1 IV.Q12",
    ["sow.direction"] = "IV.R1 IV.Q2", ["sow.origin"] = "IV.Q3",
    ["sow.relay"] = "IV.R2 IV.R3 IV.Q10", ["start"] = "IV.R1 IV.Q1", ["empty_row"] = "IV.R4",
    ["capture.counts"] = "IV.C1 IV.R3", ["capture.rows"] = "IV.C3",
    ["capture.chain"] = "IV.C2 IV.Q4", ["capture.extent"] = "IV.C2 IV.Q5",
    ["capture.test"] = "IV.C2 IV.Q6", ["capture.opposite"] = "IV.C1 IV.C2 IV.Q11",
    ["finish.board_empty"] = "IV.E1", ["finish.win_needs"] = "IV.E2",
    ["finish.endless"] = "IV.Q9", ["finish.lone_seed"] = "IV.Q9",
  },

  open { id = "IV.Q1", "Which pit starts a turn?",
    { "leftmost",   { start = "leftmost" } },
    { "rightmost",  { start = "rightmost" } },
    { "first_only", { start = "first_only" } },
    { "free",       { start = "any" } } },

  open { id = "IV.Q2", "Sowing direction: the Gujarati translation says clockwise, all other texts counter-clockwise",
    { "ccw", { sow = { direction = "ccw" } } },
    { "cw",  { sow = { direction = "cw" } } } },

  open { id = "IV.Q3", "A lap of 14 or more seeds passes its origin pit: does it get a seed?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  open { id = "IV.Q4", "Chain direction: 'preceding' pits (Mancala World) or pits 'that follow' (Culin)",
    { "preceding", { capture = { chain = "preceding" } } },
    { "following", { capture = { chain = "following" } } } },

  open { id = "IV.Q5", "May the chain cross from one row into the other?",
    { "track", { capture = { extent = "track" } } },
    { "row",   { capture = { extent = "row" } } } },

  open { id = "IV.Q6", "Is each chain pit tested after the captures already made in this chain, or on the board as it was after sowing?",
    { "sequential", { capture = { test = "sequential" } } },
    { "snapshot",   { capture = { test = "snapshot" } } } },

  open { id = "IV.Q7", "How are 98 seeds 'randomly' distributed?",
    { "uniform", { setup = { deal = "uniform", min = 0 } } },
    { "min2",    { setup = { deal = "uniform", min = 2 } } },
    { "seven",   { setup = { deal = "equal" } } } },

  open { id = "IV.Q8", "Who moves first, and how does the opening ritual decide sides?",
    { "other_first",   { first = "ritual_other" } },
    { "chooser_first", { first = "ritual_chooser" } },
    { "south_first",   { first = "south" } } },

  open { id = "IV.Q9", "Exactly one seed left: it can never be captured, yet the game ends only on an empty board",
    { "gap",       { finish = { lone_seed = "gap" } } },
    { "owner",     { finish = { lone_seed = "owner" } } },
    { "unclaimed", { finish = { lone_seed = "unclaimed" } } } },

  -- No candidate the engine can play: a rule gap, detected (relay cycle) and reported.
  open { id = "IV.Q10", "Can one turn relay forever?",
    { "gap", {} } },

  -- The engine captures each seed once (a pit already emptied yields nothing).
  open { id = "IV.Q11", "When a chain pit is also the opposite of another captured pit, is anything counted twice?",
    { "once", {} } },

  -- Not in the source's own questions: IV.O1 says the player who won the
  -- guess chooses a side, not how they value the two. With forced moves
  -- (IV.R1) the whole game follows from the layout and can be foreseen.
  open { id = "IV.Q12", "How does the side-chooser value the two sides (IV.O1)?",
    { "captures", { chooser = "captures" } },   -- foresees the game: more seeds captured (equal: South)
    { "result",   { chooser = "result" } },     -- foresees the result: win > draw > gap or loss (equal: a coin)
    { "blind",    { chooser = "blind" } } },    -- no foresight: a side at random
}
