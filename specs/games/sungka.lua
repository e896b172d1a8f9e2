-- Sungka (Philippines): 2x7 with a store at each end, relay sowing, rounds.
-- Source (read there, paraphrased here; rule ids SU.* are this spec's own):
--   LU = Ludii Sungka.lud (Ludeme/Ludii, Common/res/lud/board/sow/two_rows/Sungka.lud),
--        its rules text (after Bernardo 1937: 1-36) and its rules code.
-- MancalaGames has no Sungka config. Pits 0..6 are South's, 7..13 North's,
-- numbered counter-clockwise; sowing is clockwise, so a player's store (the
-- one to their left) follows pit 0 for South and pit 7 for North.
return {
  name = "Sungka",

  board = { row = 7 },                       -- SU.B1 LU "2x7 board, with two stores"
  setup = { deal = "equal", total = 98 },    -- SU.B2 LU "Seven counters per hole"
  first = "south",                           -- SU.Q5 (open): LU does not say who starts

  sow = {
    direction = "cw",                        -- SU.R1 LU "sow them in a clockwise direction starting in the next hole"
    stores = "own",                          -- SU.R2 LU "include their own store when sowing but ignore their opponent's store"
    relay = function(c) return c >= 2 end,   -- SU.R3 LU "drops into an occupied hole ... picked up and sowing continues"
    origin = "sow",                          -- SU.Q1 (open): LU says nothing of a lap passing its origin
  },
  start = "any",                             -- SU.R1 LU "from one hole": any non-empty own pit

  capture = {
    kind = "cross",                          -- SU.C1 LU "falls into an empty hole ... on the player's side, the counters in the opponent's hole opposite are taken"
    rows = "own",                            -- SU.C1 in the opponent's row the move just ends (LU "If last counter falls into an empty hole, move ends")
    take_sown = "never",                     -- SU.C1 LU code moves the opposite pit's counters only
  },

  extra_turn = { store = true },              -- SU.R4 LU "falls into the player's store, the player may sow counters from another hole"

  empty_row = "pass",                        -- SU.E1 SU.Q2 (open): the round goes on until every counter is in a store (LU "When all of the counters are in the players' stores")

  finish = { board_empty = true },           -- SU.E1 LU: a round ends when every counter is in the stores

  rounds = {
    fill = "left",                           -- SU.Q3 (open): LU "Players fill their holes" (no order given)
    blocked = true,                          -- SU.E2 LU "Any holes which cannot be filled with seven counters are out of play for this round"
    needs = 1,                               -- SU.E3 LU "until one player cannot fill any holes, and the opponent wins"
    starter = "loser",                       -- SU.Q4 (open): LU does not say who starts a round
  },

  ids = {
    ["board"] = "SU.B1", ["setup"] = "SU.B2", ["first"] = "SU.Q5",
    ["sow.direction"] = "SU.R1", ["sow.stores"] = "SU.R2", ["sow.relay"] = "SU.R3", ["sow.origin"] = "SU.Q1",
    ["start"] = "SU.R1",
    ["capture.kind"] = "SU.C1", ["capture.rows"] = "SU.C1", ["capture.take_sown"] = "SU.C1",
    ["extra_turn.store"] = "SU.R4",
    ["empty_row"] = "SU.E1 SU.Q2", ["finish.board_empty"] = "SU.E1",
    ["rounds.fill"] = "SU.Q3", ["rounds.blocked"] = "SU.E2", ["rounds.needs"] = "SU.E3", ["rounds.starter"] = "SU.Q4",
  },

  -- Not in the source: the traditional simultaneous first move (Mancala
  -- World) cannot be played by the engine; one player starts (SU.Q5).
  open { id = "SU.Q1", "A lap of 15 or more counters passes its origin hole: does it get a counter?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },
  open { id = "SU.Q2", "The player to move has no counters while some are still on the board: pass (LU's players pass), or the round ends and each row's counters go to its owner?",
    { "pass",        { empty_row = "pass" } },
    { "owners_take", { empty_row = "owners_take" } } },
  open { id = "SU.Q3", "In which order does a player fill their holes for a new round?",
    { "left",  { rounds = { fill = "left" } } },
    { "right", { rounds = { fill = "right" } } } },
  open { id = "SU.Q4", "Who starts the next round?",
    { "loser",     { rounds = { starter = "loser" } } },
    { "winner",    { rounds = { starter = "winner" } } },
    { "alternate", { rounds = { starter = "alternate" } } } },
  open { id = "SU.Q5", "Who moves first (the traditional opening is simultaneous, which the engine cannot play)?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
