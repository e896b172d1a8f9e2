-- Halusa (Iraq/Syria), as Thomas Hyde described it (De ludis orientalibus,
-- Oxford, 1694).
-- Sources: the rules as named in the brief of this spec (2x6, 6 each, any
-- even count captured, only in the mover's own row, the player who moved
-- last takes the rest when the player to move cannot move);
-- docs/rules/al_manqala.md AM.Q2 ("the player who made the last move takes
-- them (the rule of Hyde's Halusa)"); ../shared/seeds/003_57dd46a671e06218.txt
-- (Hyde, 1694, described an Arabic mancala "almost identical" to
-- Al-manqala; Dearborn, 1819, saw Mangala and Halusa played in Aleppo;
-- Al-manqala is "mechanically close" to Turkish Mangala and Iraqi Halusa).
-- Hyde's own text is not among the sources; every rule it does not name
-- here is an assumption taken from its relatives (Mangala II, Al-manqala)
-- and declared as an open question (HA.Q*), the assumed reading first.
--
-- Self-contained, not include("mangala_ii.lua"): the rule ids of
-- docs/rules/mangala_ii.md do not apply to another game from another
-- source, and of Mangala II's eight questions four would have to be
-- replaced (II.Q3 chain, II.Q6 counts, II.Q8 the 37 needed) or removed
-- (II.Q2 extent, II.Q7 rivals); what is left is the board and the sowing.
-- See docs/rivals.md.
return {
  name = "Halusa (Hyde)",

  board = { row = 6 },                                  -- Hyde: two rows of 6
  setup = { deal = "equal", total = 72 },               -- Hyde: 6 in every pit
  first = "south",                                      -- HA.Q5 (assumed)

  sow = {
    direction = "ccw",                                  -- HA.Q3 (assumed, as Mangala II and Al-manqala)
    origin = "sow",                                     -- HA.Q4 (assumed)
    relay = false,                                      -- Hyde: a single lap
  },
  start = "any",                                        -- Hyde: any non-empty own pit

  capture = {
    counts = function(c) return c > 0 and c % 2 == 0 end, -- Hyde: any even count
    rows = "own",                                       -- Hyde: only in the mover's own row
    chain = "preceding",                                -- HA.Q1 (assumed: a backward chain)
    extent = "row",                                     -- captures stay in the mover's row anyway
    test = "sequential",
    opposite = false,
  },

  feed = { rule = "none" },                             -- HA.Q2 (open)
  empty_row = "last_mover_takes",                       -- Hyde (AM.Q2): the last mover takes the rest

  finish = {
    board_empty = true,
    win_needs = 0,                                      -- more captured seeds win
    endless = { detect = "proven", rest = "gap" },      -- HA.Q6 (open)
  },

  ids = {
    ["sow.direction"] = "HA.Q3", ["sow.origin"] = "HA.Q4", ["first"] = "HA.Q5",
    ["capture.chain"] = "HA.Q1", ["feed.rule"] = "HA.Q2", ["feed.unable"] = "HA.Q2",
    ["empty_row"] = "AM.Q2", ["finish.endless"] = "HA.Q6",
  },

  open { id = "HA.Q1", "After a capture, are the preceding pits of the mover's row captured too while they hold an even count? (not named; assumed as in Mangala II)",
    { "backward", { capture = { chain = "preceding" } } },
    { "none",     { capture = { chain = "none" } } },
    { "forward",  { capture = { chain = "following" } } } },

  -- MancalaGames (GameProps/Halusa.txt, after Valdez 2023, p. 353) adds a
  -- must-share rule, the unfed player taking the rest when nobody can share.
  open { id = "HA.Q2", "Must a player feed an opponent whose row is empty? (not named; MancalaGames after Valdez says yes)",
    { "none",  { feed = { rule = "none" } } },
    { "reach", { feed = { rule = "reach", unable = "starved_takes" } } } },

  open { id = "HA.Q3", "Sowing direction (not named; assumed counter-clockwise like Mangala II and Al-manqala)",
    { "ccw", { sow = { direction = "ccw" } } },
    { "cw",  { sow = { direction = "cw" } } } },

  open { id = "HA.Q4", "A sowing of 12 or more seeds passes the origin pit: does it get a seed?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  open { id = "HA.Q5", "Who moves first?",
    { "south",     { first = "south" } },
    { "north",     { first = "north" } },
    { "random",    { first = "random" } },
    { "alternate", { first = "alternate" } } },

  open { id = "HA.Q6", "Can play go on forever? No rule covers seeds that can never be captured.",
    { "gap",       { finish = { endless = { rest = "gap" } } } },
    { "split",     { finish = { endless = { rest = "split" } } } },
    { "unclaimed", { finish = { endless = { rest = "unclaimed" } } } },
    { "owner",     { finish = { endless = { rest = "owner" } } } } },
}
