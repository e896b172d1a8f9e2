-- Dabuda (Afar, Horn of Africa): 2x10, relay sowing, cross captures, a
-- move must reach the opponent's row or end in an empty pit.
-- Sources (read there, paraphrased here; rule ids DB.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Dabuda.txt (MancalaGames, GPL-3.0 data,
--        after Russ 1984 p32): its parameters and "about" text. Parameters
--        not set in the file take MancalaGames' defaults (its _all_params.txt).
--   LU = Ludii Dabuda.lud (Ludeme/Ludii, two_rows/Dabuda.lud, after Pankhurst
--        1971: 180): its rules code and its two rulesets' rules text.
-- Pits 0..9 are South's, 10..19 North's, counter-clockwise. MG's stores hold
-- the captures only (no sow_stores): they are not on the track.
return {
  name = "Dabuda",

  board = { row = 10 },                      -- DB.B1 MG holes = 10 (about: "Played with 6 to 10 holes", a variation); LU "2x10 board"
  setup = { deal = "equal", total = 80 },    -- DB.B2 MG nbr_start = 4; LU "four counters in each hole"
  first = "south",                           -- DB.Q4 (open): no source says who starts

  sow = {
    direction = "ccw",                       -- DB.R1 MG sow_direct = 1; LU "anti-clockwise"
    origin = "sow",                          -- DB.R1 MG skip_start unset
    relay = function(c) return c >= 2 end,   -- DB.R2 MG mlaps = 1 (LAPPER); LU "lands in an occupied hole, these counters are picked up and sowing continues"
  },
  start = "any",                             -- DB.R3 DB.Q1 (open): MG no opening rule; LU's first move from the rightmost hole(s) is not expressible
  allow = "reach_or_empty",                  -- DB.R3 MG allow_rule = 1 (OPP_OR_EMPTY, tested on the first lap); LU text "provided the sowing leads into the opponent's row or finishes in an empty hole"

  capture = {
    kind = "cross",                          -- DB.C1 MG crosscapt = 1: "Cross-capture when end in own hole with one seed"; LU "final counter lands in an empty hole in their row"
    rows = "own",                            -- DB.C1 MG capt_side = 1 (OPP_SIDE: the hole taken is the opponent's); LU "If the empty hole is in the opponent's row, the turn ends"
    take_sown = "with_capture",              -- DB.C2 MG xcpickown = 1 (PICK_ON_CAPT); LU "the contents of the opponent's hole opposite and the final counter are both captured. If the hole opposite is empty, nothing happens"
  },

  empty_row = "owners_take",                 -- DB.E1 MG mustpass unset: no allowable move ends the game, unclaimed unset = HOLE_OWNER; LU "one player cannot play ... the opponent captures the remaining counters"

  finish = {
    board_empty = true,                      -- DB.E1
    threshold = "majority", at_threshold = "stop", -- DB.E2 DB.Q2 (open): MG goal MAX_SEEDS ("collect more the half of the seeds"): ends at 41 of 80
    win_needs = 0,                           -- DB.E2 LU "The player who has the most counters wins"; 40-40 a draw
  },

  ids = {
    ["board"] = "DB.B1", ["setup"] = "DB.B2", ["first"] = "DB.Q4",
    ["sow.direction"] = "DB.R1", ["sow.origin"] = "DB.R1", ["sow.relay"] = "DB.R2",
    ["start"] = "DB.R3 DB.Q1", ["allow"] = "DB.R3",
    ["capture.kind"] = "DB.C1", ["capture.rows"] = "DB.C1", ["capture.take_sown"] = "DB.C2 DB.Q3",
    ["empty_row"] = "DB.E1", ["finish.board_empty"] = "DB.E1",
    ["finish.threshold"] = "DB.E2 DB.Q2", ["finish.at_threshold"] = "DB.E2 DB.Q2", ["finish.win_needs"] = "DB.E2",
  },

  -- DB.Q1: LU's opening phase (its first two turns) restricts each player's
  -- first move to its rightmost hole (option "One Rightmost hole", ruleset
  -- Afar) or one of its four rightmost holes ("Four Rightmost holes",
  -- ruleset Damohoita; the two rulesets' texts name the other option each);
  -- MG has no opening rule. sow's `start` has no "rightmost on each
  -- player's first move, any after" (first_only is the leftmost pit, on the
  -- game's first sowing only): LU's readings are not expressible, so the
  -- question keeps MG's reading alone.
  open { id = "DB.Q1", "Each player's first move: from any pit (MG), or from the rightmost one / four pits (LU, not expressible)?",
    { "any", { start = "any" } } },

  -- DB.Q2: MG's MAX_SEEDS ends the game once a player holds more than half
  -- of the seeds; LU plays on until a player cannot move. Captures are never
  -- given back, so the winner is the same: the readings differ in length.
  open { id = "DB.Q2", "Does the game stop once a player holds more than half of the seeds (MG), or play on until a player cannot move (LU)?",
    { "stop",    { finish = { at_threshold = "stop" } } },
    { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } } },

  -- DB.Q3: MG's variation list names "Do not pick own seed on cross
  -- capture" (Valdez's Dabuda::Two), not the main game's rule.
  open { id = "DB.Q3", "On a cross capture, does the sown seed go to the capturer too (MG, LU) or stay (MG's Valdez variation)?",
    { "with_capture", { capture = { take_sown = "with_capture" } } },
    { "never",        { capture = { take_sown = "never" } } } },

  open { id = "DB.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
