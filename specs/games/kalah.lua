-- Kalah (two rows of six with a store at each end; W. J. Champion, USA, 1940s).
-- Sources (read there, paraphrased here; rule ids KA.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Kalah.txt (MancalaGames, GPL-3.0 data):
--        its game_info parameters and its "about" text.
--   LU = Ludii Kalah.lud (Ludeme/Ludii, Common/res/lud/board/sow/two_rows/Kalah.lud):
--        its rules code and its rules text (after Wikipedia "Kalah").
-- Pits 0..5 are South's, 6..11 North's, counter-clockwise; South's store
-- follows pit 5 on the track, North's follows pit 11.
return {
  name = "Kalah",

  board = { row = 6 },                       -- KA.B1 2x6 pits: MG game_constants.holes = 6; LU "two rows of six holes"
  setup = { deal = "equal", total = 48 },    -- KA.B2 4 seeds a pit: MG nbr_start = 4; LU "four seeds in each hole"
  first = "south",                           -- KA.Q4 (open): no source says who starts

  sow = {
    direction = "ccw",                       -- KA.R1 MG sow_direct = 1 (CCW); LU "counterclockwise"
    stores = "own",                          -- KA.R2 MG sow_stores = 1 (own store only, about: "Do not sow into your opponent's store"); LU skipIf the next player's store
    relay = false,                           -- KA.R1 a single lap: MG about "A single lap mancala" (mlaps unset)
    origin = "sow",                          -- KA.R1 MG skip_start unset (default false): a lap of 13+ seeds sows its origin
  },
  start = "any",                             -- KA.R1 any non-empty own pit: LU (from (sites Mover) if count > 0)

  capture = {
    kind = "cross",                          -- KA.C1 last seed into an empty own pit takes the opposite pit: MG crosscapt = 1
    rows = "own",                            --   MG capt_side = 1 (OPP_SIDE: the seeds taken are the opponent's; about: "ends in an empty hole on the player's own side"); LU (is In (to) (sites Mover))
    take_sown = "with_capture",              -- KA.C2 KA.Q1 (open): MG xcpickown = 1 (PICK_ON_CAPT, "only when opponents seeds are captured"); LU code: only when the opposite pit holds seeds
  },

  extra_turn = { store = true },              -- KA.R3 last seed in the own store: another turn (MG about "repeat turn"; LU moveAgain)

  empty_row = "owners_take",                 -- KA.E1 KA.Q2: the player to move has no seeds: game over, the opponent collects the rest (MG about; LU end (no Moves Mover), score = store + own pits)

  finish = {
    board_empty = true,                      -- KA.E1 (owners_take empties the board)
    win_needs = 0,                           -- KA.E2 most seeds wins (MG goal default MAX_SEEDS; LU byScore); 24-24 is a draw
  },

  ids = {
    ["board"] = "KA.B1", ["setup"] = "KA.B2", ["first"] = "KA.Q4",
    ["sow.direction"] = "KA.R1", ["sow.stores"] = "KA.R2", ["sow.relay"] = "KA.R1", ["sow.origin"] = "KA.R1",
    ["start"] = "KA.R1",
    ["capture.kind"] = "KA.C1", ["capture.rows"] = "KA.C1", ["capture.take_sown"] = "KA.C2 KA.Q1",
    ["extra_turn.store"] = "KA.R3",
    ["empty_row"] = "KA.E1 KA.Q2",
    ["finish.board_empty"] = "KA.E1", ["finish.win_needs"] = "KA.E2",
  },

  -- KA.Q1: MG (xcpickown 1) and LU's code take the sown seed only with a
  -- capture: an empty opposite pit takes nothing. MG's own variation list
  -- names Valdez p10's always_pick (the lone seed goes to the store even
  -- when the opposite pit is empty), as some printed Kalah rules have it.
  -- Irving, Donkers and Uiterwijk 2000 ("Solving Kalah", ICGA Journal 23(3))
  -- solved the "empty capture" game, which is `always` (Wikipedia "Kalah",
  -- revision 693800125: the last seed is captured even when the opposite
  -- house is empty); Rawlings 2015 solved both (results/solve_kalah.md).
  open { id = "KA.Q1", "Last seed in an empty own pit whose opposite pit is empty: does the sown seed still go to the store?",
    { "with_capture", { capture = { take_sown = "with_capture" } } },
    { "always",       { capture = { take_sown = "always" } } } },

  -- KA.Q2: LU's rules text (after Wikipedia) says the game ends when "one
  -- player has no seeds in any of their holes", which can read as either
  -- row, at once; MG (and LU's code) end it when the player to move has
  -- none. finish.either_row_empty now writes the second reading: the game
  -- ends after the ply that empties a row and the opponent collects the
  -- rest (each seed to its row's owner). The default stays MG's.
  -- "The game ends whenever a move leaves no counters on one player's side,
  -- in which case the other player captures all remaining counters" (a
  -- course handout in the terms of Irving et al. 2000, quoted in an agent's
  -- Kalah.java; the paper's own rules section was not read) is `either_row`
  -- (results/solve_kalah.md).
  open { id = "KA.Q2", "The game ends when the player to move has no seeds (MG, LU code), or as soon as either row is empty (LU text)?",
    { "to_move",    { empty_row = "owners_take" } },
    { "either_row", { finish = { either_row_empty = "owner" } } } },

  -- KA.Q4: not in the sources (a modelling choice).
  open { id = "KA.Q4", "Who moves first?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
