-- Mangala as played in Turkey today (2x6 with a treasury, "hazine", for each
-- player; UNESCO-listed with Togyzqumalaq and Toguz Korgool). Not the
-- historical Mangala of Metin And that Ludii's "Mangala (Turkey)" encodes.
-- Sources (read there, paraphrased here; rule ids MT.* are this spec's own):
--   WE = worldethnosport.org/mangala-sports and /etnosporlar/mangala-sports
--        (World Ethnosport Confederation): rules of the common game today.
--   MD = github.com/mustafadalga/mangala README.md "Game Rules".
--   AB = anatolianbrands.com "Mangala Turk zeka ve strateji oyunu": playing method.
--   AS = acilsoru.com "Mangala oyunu nasil oynanir": rules 1-4 and the 5 hands.
-- Pits 0..5 are South's, 6..11 North's, counter-clockwise ("to the right");
-- South's treasury follows pit 5 on the track, North's follows pit 11.
local function evens(c) return c > 0 and c % 2 == 0 end

return {
  name = "Mangala (Turkey, today)",

  board = { row = 6 },                          -- MT.B1 6 pits a side: WE "six small pits on each player's side"; MD "12 small pits in pairs of 6"
  setup = { deal = "equal", total = 48 },       -- MT.B2 WE/MD "48 stones", 4 in each pit
  first = "random",                             -- MT.Q1 (open): WE "The game starts with a draw"

  sow = {
    direction = "ccw",                          -- MT.R1 WE "to the right"; MD "counter clock wise"
    first_seed = "origin_unless_single",        -- MT.R2 WE, MD: one stone goes back into the pit it was taken from; a lone stone moves on to the next pit
    stores = "own",                             -- MT.R3 AB restriction 1: no stone into the opponent's treasury; AB 3: one into one's own
    origin = "sow",                             -- MT.Q3 (open): no source skips the origin on a long lap
    relay = false,                              -- MT.R1 single lap: no source lifts the seeds again
  },
  start = "any",                                -- MT.R1 WE/MD "from any pit in their area"

  capture = {
    kind = "count_or_cross",                    -- MT.C1 MT.C2 either capture of the last stone, the even one first
    counts = evens,                             -- MT.C1 WE/MD: the last stone makes an opponent's pit even (2, 4, 6, 8...): that pit is taken
    rows = "opponent",                          -- MT.C1 "in an opponent's pit"
    cross_rows = "own",                         -- MT.C2 MD/AB 7: last stone into an empty pit of one's own, the opposite pit holding stones: both taken
    take_sown = "with_capture",                 -- MT.C2 MD "the stone from their own pit" with the opponent's; AB 7 "both wells"
  },

  extra_turn = { store = true },                -- MT.R4 WE/MD/AB 6: the last stone in one's own treasury: another turn

  finish = {
    board_empty = true,                         -- MT.E1
    either_row_empty = "last_mover",            -- MT.E1 MT.Q2: the game ends when one player's pits are empty (WE, MD, AB 9); MD "the player who empties their pits first takes all remaining stones"
    win_needs = 0,                              -- MT.E2 most stones wins (WE, MD); MD: equal is a draw
  },

  ids = {
    ["board"] = "MT.B1", ["setup"] = "MT.B2", ["first"] = "MT.Q1",
    ["sow.direction"] = "MT.R1", ["sow.first_seed"] = "MT.R2", ["sow.stores"] = "MT.R3",
    ["sow.origin"] = "MT.Q3", ["sow.relay"] = "MT.R1", ["start"] = "MT.R1",
    ["capture.kind"] = "MT.C1 MT.C2", ["capture.counts"] = "MT.C1", ["capture.rows"] = "MT.C1",
    ["capture.cross_rows"] = "MT.C2", ["capture.take_sown"] = "MT.C2",
    ["extra_turn.store"] = "MT.R4",
    ["finish.board_empty"] = "MT.E1", ["finish.either_row_empty"] = "MT.E1 MT.Q2",
    ["finish.win_needs"] = "MT.E2",
  },

  -- MT.Q1: WE draws lots for the first move; AS lets the younger player
  -- start (nothing a simulation can model but as a coin). Not said further.
  open { id = "MT.Q1", "Who moves first? (WE: a draw; AS: the younger player)",
    { "random",    { first = "random" } },
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } } },

  -- MT.Q2: MD gives the rest to "the player who empties their pits first"
  -- (the last mover, whose own sowing emptied the row); WE, AB and a forum
  -- text give it to the player whose row has run out. They differ only when
  -- a capture empties the opponent's row: then the literal WE/AB reading
  -- gives the rest to the opponent, whose row is empty. sow has no word for
  -- "the player whose row is empty takes" (finish.either_row_empty offers
  -- owner, unclaimed, split, last_mover): that reading is not expressible,
  -- so the question keeps one reading.
  open { id = "MT.Q2", "The game ends when a row is empty: who takes the stones left (the mover who emptied a row, or the player with the empty row)?",
    { "last_mover", { finish = { either_row_empty = "last_mover" } } } },

  -- MT.Q3: a lap of 14 or more stones passes its origin pit again (it got
  -- the first stone; 12 more fill the other 11 pits and the own treasury):
  -- no source says whether it gets another.
  open { id = "MT.Q3", "A lap of 14 or more stones passes its origin pit again: does it get a stone (no source says)?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  -- MT.Q4: AS plays a match of 5 hands (the first to win 3); WE and MD
  -- describe one game. A match of independent games is a tally over games,
  -- not a rule of play: this spec is one game.
  open { id = "MT.Q4", "One game, or a match of 5 hands (AS)? Modelled as one game",
    { "one_game", {} } },
}
