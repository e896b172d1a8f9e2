-- Ohvalhu (Ovalhu, Maldives): 2x8 with stores on the track, relay sowing,
-- repeat turns, cross captures, rounds with closed holes.
-- Sources (read there, paraphrased here; rule ids OH.* are this spec's own):
--   LU = Ludii Ovalhu.lud (Ludeme/Ludii, Common/res/lud/board/sow/two_rows/Ovalhu.lud):
--        its rules text (after de Voogt 2000: 178-179) and its code.
--   MG = ../shared/mancalagames/GameProps/Ohvulhu.txt (MancalaGames, GPL-3.0 data,
--        after Mancala World "Ohvalhu"): its parameters and "about" text.
-- Pits 0..7 are South's, 8..15 North's, counter-clockwise; South's store
-- (to its right) follows pit 7 on the track, North's follows pit 15.
return {
  name = "Ohvalhu",

  board = { row = 8 },                       -- OH.B1 LU "2x8 board, with a store on either end"; MG holes = 8
  setup = { deal = "equal", total = 128 },   -- OH.B2 LU "Eight counters in each hole"; MG nbr_start = 8
  first = "south",                           -- OH.Q5 (open): MG lists a simultaneous opening as unsupported

  sow = {
    direction = "ccw",                       -- OH.R1 LU "in an anti-clockwise direction"; MG sow_direct = 1
    stores = "own",                          -- OH.R2 LU "Sowing always includes the player's store (but not the opponent's store)"; MG sow_stores = 1
    relay = function(c) return c >= 2 end,   -- OH.R3 LU "lands in an occupied hole, the contents of that hole are picked up and sowing continues"; MG mlaps = 1
    origin = "sow",                          -- OH.R1 neither source skips the origin (MG skip_start unset)
  },
  start = "any",                             -- OH.R1 LU "from one of the holes on their side"

  capture = {
    kind = "cross",                          -- OH.C1 LU "lands in an empty hole, the counters in the opposite hole are captured"; MG crosscapt = 1
    rows = "any",                            -- OH.C1 OH.Q1 (open): LU's text and code: any empty hole; MG capt_side = 1: own side only
    take_sown = "never",                     -- OH.C2 OH.Q2 (open): LU moves the opposite hole's counters only; MG xcpickown = 1
  },

  extra_turn = { store = true },              -- OH.R4 LU "lands in the player's store, they may choose any of the holes on their side"; MG about

  empty_row = "pass",                        -- OH.E1 OH.Q3 (open): LU "Play continues until all of the counters are captured" (a player without a move passes)

  finish = { board_empty = true },           -- OH.E1 LU: the round ends when no counter is left on the board

  rounds = {
    fill = "left",                           -- OH.E2 MG round_fill = 1 (LEFT_FILL); LU lets each player choose which holes to fill (not expressible)
    blocked = true,                          -- OH.E2 LU "If a player cannot fill a hole ... the hole is closed and is out of play for that round"; MG blocks
    starter = "alternate",                   -- OH.E3 MG round_starter = 0 (ALTERNATE); about "The round starter alternates"
    needs = 1,                               -- OH.E4 OH.Q4 (open): LU "until one player closes all of their opponent's holes"; MG goal_param = 4
  },

  ids = {
    ["board"] = "OH.B1", ["setup"] = "OH.B2", ["first"] = "OH.Q5",
    ["sow.direction"] = "OH.R1", ["sow.stores"] = "OH.R2", ["sow.relay"] = "OH.R3", ["sow.origin"] = "OH.R1",
    ["start"] = "OH.R1",
    ["capture.kind"] = "OH.C1", ["capture.rows"] = "OH.C1 OH.Q1", ["capture.take_sown"] = "OH.C2 OH.Q2",
    ["extra_turn.store"] = "OH.R4",
    ["empty_row"] = "OH.E1 OH.Q3", ["finish.board_empty"] = "OH.E1",
    ["rounds.fill"] = "OH.E2", ["rounds.blocked"] = "OH.E2", ["rounds.starter"] = "OH.E3", ["rounds.needs"] = "OH.E4 OH.Q4",
  },

  open { id = "OH.Q1", "Does a last counter in an empty hole of the opponent's row capture too (LU), or only in the mover's row (MG capt_side 1)?",
    { "any", { capture = { rows = "any" } } },
    { "own", { capture = { rows = "own" } } } },
  open { id = "OH.Q2", "A cross capture: does the sown counter stay (LU) or go to the store with the capture (MG xcpickown 1)?",
    { "never",        { capture = { take_sown = "never" } } },
    { "with_capture", { capture = { take_sown = "with_capture" } } } },
  open { id = "OH.Q3", "A player without a move: pass until the board is empty (LU), or the round ends there, each row to its owner (MG: a round ends when a player has no move)?",
    { "pass",        { empty_row = "pass" } },
    { "owners_take", { empty_row = "owners_take" } } },
  open { id = "OH.Q4", "How many holes must a player fill to play another round: 1 (LU: until all holes are closed) or 4 (MG goal_param, set to limit game length)?",
    { "one",  { rounds = { needs = 1 } } },
    { "four", { rounds = { needs = 4 } } } },
  open { id = "OH.Q5", "Who moves first?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
