-- Al-manqala (Galilee; recorded by M. Kanaaneh, 2007).
-- Source: docs/rules/al_manqala.md, from the Tagalog translation of Mancala
-- World "Al-manqala" (../shared/seeds/003_57dd46a671e06218.txt).
-- Each field names the rule id it encodes; `ids` makes them visible to `sow show`.
return {
  name = "Al-manqala",

  board = { row = 7 },                                  -- AM.B1 two rows of 7 houses, no stores
  setup = { deal = "equal", total = 98 },               -- AM.B2 7 seeds in every pit
  first = "south",                                      -- AM.R1 players alternate (AM.Q8 open)

  sow = {
    direction = "ccw",                                  -- AM.R1 counter-clockwise
    origin = "sow",                                     -- AM.Q3 (open)
    relay = false,                                      -- AM.R2 one lap, no relay
  },
  start = "any",                                        -- AM.R1 any non-empty own pit

  capture = {
    counts = { 2, 4 },                                  -- AM.C1 exactly 2 or 4
    rows = "any",                                       -- AM.C1 AM.C3 on both sides
    chain = "preceding",                                -- AM.C2 backwards
    extent = "track",                                   -- AM.C2 (AM.Q4 open)
    test = "sequential",                                -- AM.C2 "at that moment"
    opposite = false,
  },

  feed = {
    rule = "reach",                                     -- AM.R3 (AM.Q1 open)
    unable = "starved_takes",                           -- AM.E1 (AM.Q9 open)
  },
  empty_row = "pass",                                   -- AM.Q2 (open)

  finish = {
    board_empty = true,
    threshold = "majority",                             -- AM.E3 50 or more of 98: a majority
    at_threshold = "play_on",                           -- AM.Q7 (open)
    win_needs = "majority",                             -- AM.E3
    endless = { detect = "proven", rest = "split" },    -- AM.E2 (AM.Q5, AM.Q6 open)
  },

  ids = {
    ["board"] = "AM.B1", ["setup"] = "AM.B2", ["first"] = "AM.R1 AM.Q8",
    ["sow.direction"] = "AM.R1", ["sow.origin"] = "AM.Q3", ["sow.relay"] = "AM.R2",
    ["start"] = "AM.R1",
    ["capture.counts"] = "AM.C1", ["capture.rows"] = "AM.C1 AM.C3",
    ["capture.chain"] = "AM.C2", ["capture.extent"] = "AM.C2 AM.Q4",
    ["capture.test"] = "AM.C2",
    ["feed.rule"] = "AM.R3 AM.Q1", ["feed.unable"] = "AM.E1 AM.Q9",
    ["empty_row"] = "AM.Q2",
    ["finish.threshold"] = "AM.E3 AM.Q7", ["finish.at_threshold"] = "AM.E3 AM.Q7",
    ["finish.win_needs"] = "AM.E3",
    ["finish.endless"] = "AM.E2 AM.Q5 AM.Q6",
  },

  open { id = "AM.Q1", "Feeding: 'drops at least one seed' (Tagalog) or 'leaves him something to play with' (English)?",
    { "reach", { feed = { rule = "reach" } } },
    { "leave", { feed = { rule = "leave" } } } },

  open { id = "AM.Q2", "The player to move has an empty row (the rules only cover the opponent being empty)",
    { "pass",             { empty_row = "pass" } },
    { "starved_takes",    { empty_row = "starved_takes" } },
    { "last_mover_takes", { empty_row = "last_mover_takes" } } },

  open { id = "AM.Q3", "A sowing of 14 or more seeds passes the origin pit: does it get a seed?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  open { id = "AM.Q4", "Does the backward chain continue from one row into the other?",
    { "track", { capture = { extent = "track" } } },
    { "row",   { capture = { extent = "row" } } } },

  open { id = "AM.Q5", "When do players 'agree' that play is endless?",
    { "proven", { finish = { endless = { detect = "proven" } } } },
    { "plies",  { finish = { endless = { detect = "plies", plies = 200 } } } } },

  -- Captures are even, so the remainder is even: an odd split is reported as a gap.
  open { id = "AM.Q6", "Dividing an odd number of remaining seeds equally",
    { "report", {} } },

  open { id = "AM.Q7", "Does play stop as soon as someone reaches 50 (a majority)?",
    { "play_on", { finish = { at_threshold = "play_on" } } },
    { "stop",    { finish = { at_threshold = "stop" } } } },

  open { id = "AM.Q8", "Who moves first?",
    { "south",     { first = "south" } },
    { "north",     { first = "north" } },
    { "random",    { first = "random" } },
    { "alternate", { first = "alternate" } } },

  open { id = "AM.Q9", "Who takes the remainder when the opponent is starved and cannot be fed (AM.E1)?",
    { "starved", { feed = { unable = "starved_takes" } } },
    { "feeder",  { feed = { unable = "feeder_takes" } } } },
}
