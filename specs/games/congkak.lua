-- Congkak (Main Chongkak / Jongkak; Malay peninsula): stores on the track,
-- relay sowing, repeat turns, cross captures, rounds with closed holes.
-- Sources (read there, paraphrased here; rule ids CK.* are this spec's own):
--   LU = Ludii Main Chongkak.lud (Ludeme/Ludii, Common/res/lud/board/sow/two_rows/
--        Main Chongkak.lud): its rules text (after Skeat 1900: 485-486) and code.
--   MG = ../shared/mancalagames/GameProps/Jongkak.txt (MancalaGames, GPL-3.0
--        data, after Hanson 2003 p100): its parameters and "about" text.
-- Pits 0..N-1 are South's, N..2N-1 North's, counter-clockwise. Sowing
-- clockwise (LU), a player's store (the one to their left) follows pit 0 for
-- South and pit N for North.
return {
  name = "Congkak",

  board = { row = 6 },                       -- CK.B1 CK.Q1 (open): LU "2x6-9 holes", its default board 6
  setup = { deal = "equal", total = 72 },    -- CK.B2 CK.Q1: LU "same number of counters in each hole as number of holes in the row"
  first = "south",                           -- CK.Q7 (open): MG deviation 1, the simultaneous opening cannot be played

  sow = {
    direction = "cw",                        -- CK.R1 CK.Q2 (open): LU "Counters are sowed clockwise"; MG sow_direct = 1 (CCW)
    stores = "both",                         -- CK.R2 CK.Q3 (open): LU "Stores are included when sowing" (its code skips neither store); MG sow_stores = 1 (own)
    relay = function(c) return c >= 2 end,   -- CK.R3 LU "If play ends in a hole with counters, those are collected and sowing continues"; MG mlaps = 1
    origin = "sow",                          -- CK.R1 neither source skips the origin (MG skip_start unset)
  },
  start = "any",                             -- CK.R1 LU "Play begins from any hole belonging to the player"

  capture = {
    kind = "cross",                          -- CK.C1 LU "if the final counter lands in an empty hole, in player's own row, they take the counters in the opposite hole"; MG crosscapt
    rows = "own",                            -- CK.C1 LU "ends in an empty hole in the opponent's row, play ends"; MG capt_side = 1 (OPP_SIDE)
    take_sown = "never",                     -- CK.C2 CK.Q4 (open): LU takes the opposite hole only; MG xcpickown = 1 (with the capture)
  },

  extra_turn = { store = true },              -- CK.R4 LU "If play ends in the store, they can then take counters from any of their holes and sow again"; MG about

  empty_row = "owners_take",                 -- CK.E1 CK.Q5: LU "A round ends when there are no counters left in a player's row. The opponent then takes all remaining counters"; MG end_cond = 1 (CLEARED_OWN)

  finish = { board_empty = true },           -- CK.E1

  rounds = {
    fill = "right",                          -- CK.E2 LU "placing the same number of counters in the holes as when the game began, starting from right to left"
    blocked = true,                          -- CK.E2 LU "Unfilled holes are excluded from play in this round"; MG blocks = true
    needs = 1,                               -- CK.E3 LU "until one player does not have enough counters to fill a single hole"; MG "cannot fill even one hole"
    starter = "winner",                      -- CK.Q6 (open): MG round_starter = 2 (WINNER); LU says nothing
  },

  ids = {
    ["board"] = "CK.B1 CK.Q1", ["setup"] = "CK.B2 CK.Q1", ["first"] = "CK.Q7",
    ["sow.direction"] = "CK.R1 CK.Q2", ["sow.stores"] = "CK.R2 CK.Q3", ["sow.relay"] = "CK.R3", ["sow.origin"] = "CK.R1",
    ["start"] = "CK.R1",
    ["capture.kind"] = "CK.C1", ["capture.rows"] = "CK.C1", ["capture.take_sown"] = "CK.C2 CK.Q4",
    ["extra_turn.store"] = "CK.R4",
    ["empty_row"] = "CK.E1 CK.Q5", ["finish.board_empty"] = "CK.E1",
    ["rounds.fill"] = "CK.E2", ["rounds.blocked"] = "CK.E2", ["rounds.needs"] = "CK.E3", ["rounds.starter"] = "CK.Q6",
  },

  open { id = "CK.Q1", "How many holes and counters? LU (Skeat): 2x6-9 with as many counters a hole as holes a row, 6 by default; MG (Hanson): 2x7 with 5",
    { "skeat6",  { board = { row = 6 }, setup = { total = 72 } } },
    { "skeat7",  { board = { row = 7 }, setup = { total = 98 } } },
    { "hanson7", { board = { row = 7 }, setup = { total = 70 } } } },
  open { id = "CK.Q2", "Sowing direction: clockwise (LU, Skeat) or counter-clockwise (MG, Hanson)?",
    { "cw",  { sow = { direction = "cw" } } },
    { "ccw", { sow = { direction = "ccw" } } } },
  open { id = "CK.Q3", "Which stores does sowing pass: both (LU 'Stores are included', its code) or the mover's own only (MG sow_stores 1)?",
    { "both", { sow = { stores = "both" } } },
    { "own",  { sow = { stores = "own" } } } },
  open { id = "CK.Q4", "A cross capture: does the sown counter stay (LU) or go to the store with the capture (MG xcpickown 1)?",
    { "never",        { capture = { take_sown = "never" } } },
    { "with_capture", { capture = { take_sown = "with_capture" } } } },
  -- CK.Q5: LU ends the round as soon as either row is empty (its code checks
  -- after every move); MG's end_cond 1 (CLEARED_OWN) and the spec as first
  -- written ask only the player to move. finish.either_row_empty now writes
  -- LU's reading: the round ends after the ply that empties a row, and the
  -- remaining counters, all in the other row, go to that row's owner ("the
  -- opponent then takes all remaining counters"). The default is unchanged.
  open { id = "CK.Q5", "The round ends when the player to move has an empty row, or as soon as either row is empty (LU code)?",
    { "to_move",    { empty_row = "owners_take" } },
    { "either_row", { finish = { either_row_empty = "owner" } } } },
  -- CK.Q6: MG's other rule, only the loser refills (round_fill 10,
  -- LOSER_ONLY), is not expressible (both players refill here).
  open { id = "CK.Q6", "Who starts the next round: the winner (MG round_starter 2) or the loser (MG's variation)?",
    { "winner", { rounds = { starter = "winner" } } },
    { "loser",  { rounds = { starter = "loser" } } } },
  open { id = "CK.Q7", "Who moves first (the opening is simultaneous in the sources, which the engine cannot play)?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
