-- Dakon (Java): 2x7 with stores on the track, relay sowing, repeat turns,
-- cross captures, rounds with closed holes.
-- Source (read there, paraphrased here; rule ids DK.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Dakon.txt (MancalaGames, GPL-3.0 data,
--        after Russ 1984 p62): its parameters, "about" text and "note".
-- Pits 0..6 are South's, 7..13 North's, counter-clockwise; South's store
-- follows pit 6 on the track, North's follows pit 13.
return {
  name = "Dakon",

  board = { row = 7 },                       -- DK.B1 MG game_constants.holes = 7
  setup = { deal = "equal", total = 98 },    -- DK.B2 MG nbr_start = 7 (7 seeds a hole)
  first = "south",                           -- DK.Q3 (open): the traditional first move is simultaneous (catalogue); MG starts with one player

  sow = {
    direction = "ccw",                       -- DK.R1 MG sow_direct = 1; about "Sow direction is counter-clockwise"
    stores = "own",                          -- DK.R2 MG sow_stores = 1; about "sow into one's own store"
    relay = function(c) return c >= 2 end,   -- DK.R3 MG mlaps = 1 (LAPPER: a lap ending in an occupied hole goes on); about "multi-lap"
    origin = "sow",                          -- DK.R1 MG skip_start unset
  },
  start = "any",                             -- DK.R1 any non-empty own pit (MG allow_rule unset)

  capture = {
    kind = "cross",                          -- DK.C1 MG crosscapt = 1; about "Cross capture from opponent's side only"
    rows = "own",                            -- DK.C1 MG capt_side = 1 (OPP_SIDE: the opposite pit is the opponent's, the last seed in the mover's row)
    take_sown = "with_capture",              -- DK.C2 MG xcpickown = 1 (PICK_ON_CAPT); about "pick own seed on capture"
  },

  extra_turn = { store = true },              -- DK.R4 MG sow_stores + about "move again when the final seed is sown into their store"

  empty_row = "pass",                        -- DK.R5 MG mustpass = true; about "If a player has no seeds at the start of their turn, they must pass"

  finish = {
    board_empty = true,                      -- DK.E1 about "all seeds have been moved into the stores"
    threshold = 71, at_threshold = "stop",   -- DK.E1 DK.Q1 (open): about "one player has sufficient seeds for a game win (71 or more)"
  },

  rounds = {
    fill = "right",                          -- DK.E2 MG round_fill = 2 (RIGHT_FILL); about "7 per hole for as many holes as can be completely filled"
    blocked = true,                          -- DK.E2 MG blocks = true; about "Unfilled holes are out of play for the round"
    starter = "last_mover",                  -- DK.E3 MG round_starter = 3 (LAST_MOVER); about "The player that moved last in a round, starts the next round"
    needs = 4,                               -- DK.E4 DK.Q2 (open): MG goal_param = 4; about "over when either player cannot fill 4 holes"
  },

  ids = {
    ["board"] = "DK.B1", ["setup"] = "DK.B2", ["first"] = "DK.Q3",
    ["sow.direction"] = "DK.R1", ["sow.stores"] = "DK.R2", ["sow.relay"] = "DK.R3", ["sow.origin"] = "DK.R1",
    ["start"] = "DK.R1",
    ["capture.kind"] = "DK.C1", ["capture.rows"] = "DK.C1", ["capture.take_sown"] = "DK.C2",
    ["extra_turn.store"] = "DK.R4", ["empty_row"] = "DK.R5",
    ["finish.board_empty"] = "DK.E1", ["finish.threshold"] = "DK.E1 DK.Q1", ["finish.at_threshold"] = "DK.E1 DK.Q1",
    ["rounds.fill"] = "DK.E2", ["rounds.blocked"] = "DK.E2", ["rounds.starter"] = "DK.E3", ["rounds.needs"] = "DK.E4 DK.Q2",
  },

  -- DK.Q1: 71 is 98 - 28 + 1, i.e. the opponent can no longer fill 4 holes
  -- (DK.Q2): MG's shortcut. Where the seeds still on the board go when it
  -- stops a round MG's text does not say; the engine leaves them to nobody.
  open { id = "DK.Q1", "Does a round stop once a player holds 71 (MG about), or is it played out until every seed is in a store?",
    { "stop71",   { finish = { threshold = 71, at_threshold = "stop" } } },
    { "play_out", { finish = { threshold = 0, at_threshold = "play_on" } } } },
  -- DK.Q2: MG's note says GOAL_PARAM was set to 4 "to limit game length";
  -- the source's own count is not quoted, so fewer holes (down to one) is
  -- the other reading.
  open { id = "DK.Q2", "How many holes must a player fill to play another round: 4 (MG goal_param, set to limit game length) or 1?",
    { "four", { rounds = { needs = 4 } } },
    { "one",  { rounds = { needs = 1 } } } },
  -- MG's variation "passing disallowed" makes a player with no move at the
  -- start of the turn lose: not expressible (no rule ends a round with a
  -- loss), and a variation, not the game: not declared.
  open { id = "DK.Q3", "Who moves first (the traditional first move is simultaneous, which the engine cannot play)?",
    { "south",  { first = "south" } },
    { "random", { first = "random" } } },
}
