-- Olinda (Sri Lanka): 2x7, the first player chooses a direction for the
-- game and the second sows the other way, relay sowing from the pit after
-- the last one, chained two-out captures, a match of rounds.
-- Sources (read there, paraphrased here; rule ids OL.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Olinda.txt (MancalaGames, GPL-3.0
--        data, after Russ 1984 p61): its parameters and "about" text.
--   MV = ../shared/mancalagames/GameProps/Pallanguli.txt, its variant
--        "Olinda" (MancalaGames' variations, after Hanson 2003).
--   MG's parameter help (src/game_param_descs.txt). Parameters not set take
--   MancalaGames' defaults (its _all_params.txt).
-- Pits 0..6 are South's, 7..13 North's, counter-clockwise. MG's stores hold
-- the captures only: they are not on the track.
return {
  name = "Olinda",

  board = { row = 7 },                       -- OL.B1 MG holes = 7
  setup = { deal = "equal", total = 56 },    -- OL.B2 OL.Q1 (open): MG nbr_start = 4
  first = "south",                           -- OL.Q4 (open): no source says who starts

  sow = {
    direction = "ccw",                       -- OL.R1 (the first sowing's default way; first_chooses lets it go either way)
    first_chooses = true,                    -- OL.R1 MG sow_direct = 2 (PLAYALTDIR): "The starting player chooses the sow direction ... the second player will use the opposite direction"
    origin = "sow",                          -- OL.R1 MG skip_start unset
    relay = function(c) return c >= 1 end,   -- OL.R2 MG mlaps = 2 (LAPPER_NEXT): "Sowing is done in multiple laps from the next hole"
    relay_from = "next",                     -- OL.R2
  },
  start = "any",                             -- OL.R1 MG allow_rule unset

  capture = {
    kind = "two_out",                        -- OL.C1 MG capt_type = 2 (TWO_OUT), capt_dir = 1: the hole after the empty next hole
    two_out_last = "any",                    -- OL.C1 after LAPPER_NEXT the last hole may hold anything ("When the hole from which a new lap should start is empty")
    chain = "following",                     -- OL.C2 MG multicapt = -1: "Captures continue while holes are alternately empty and occupied"
    rows = "any",                            -- OL.C1 MG capt_side = 0 (BOTH)
  },

  empty_row = "owners_take",                 -- OL.E1 MG rounds = 2 (NO_MOVES): "Each round ends when the current player does not have any playable holes"; unclaimed unset = HOLE_OWNER
  finish = {
    board_empty = true,                      -- OL.E1
    win_needs = 0,                           -- OL.E2 goal MAX_SEEDS: the more seeds
    endless = { detect = "proven", rest = "gap" }, -- OL.Q3 (open)
  },

  rounds = {
    fill = "left",                           -- OL.E3 MG round_fill = 1 (LEFT_FILL): "from each player's left"
    blocked = true,                          -- OL.E3 MG blocks: "unfilled holes are out of play"
    starter = "alternate",                   -- OL.E3 MG round_starter = 0: "The players alternate starting rounds"
    needs = 1,                               -- OL.E4 MG "The game is over when either player cannot fill a single hole"
  },

  ids = {
    ["board"] = "OL.B1", ["setup"] = "OL.B2 OL.Q1", ["first"] = "OL.Q4",
    ["sow.direction"] = "OL.R1", ["sow.first_chooses"] = "OL.R1", ["sow.origin"] = "OL.R1",
    ["sow.relay"] = "OL.R2", ["sow.relay_from"] = "OL.R2", ["start"] = "OL.R1",
    ["capture.kind"] = "OL.C1", ["capture.two_out_last"] = "OL.C1", ["capture.chain"] = "OL.C2", ["capture.rows"] = "OL.C1",
    ["empty_row"] = "OL.E1", ["finish.board_empty"] = "OL.E1", ["finish.win_needs"] = "OL.E2",
    ["finish.endless"] = "OL.Q3",
    ["rounds.fill"] = "OL.E3", ["rounds.blocked"] = "OL.E3", ["rounds.starter"] = "OL.E3", ["rounds.needs"] = "OL.E4",
  },

  -- OL.Q1: MV (MG's Olinda variant of Pallanguli) plays one game with 5
  -- seeds a hole, won by more than half of the seeds; MG's own Olinda
  -- (Russ) plays rounds with 4. A reading's patch is merged into the spec
  -- and cannot take the rounds section away, so MV's one game is not
  -- offered as a reading (a sibling spec could set rounds = nil): the
  -- question keeps MG's reading.
  open { id = "OL.Q1", "Rounds with 4 seeds a hole (MG, Russ), or one game with 5, more than half wins (MV)?",
    { "rounds", { setup = { total = 56 } } } },

  open { id = "OL.Q3", "Play that can never capture or end again: the source says nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "split", { finish = { endless = { rest = "split" } } } } },

  open { id = "OL.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
