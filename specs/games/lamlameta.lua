-- Lamlameta (Eritrea, Eastern Africa): 2x12 with 2 seeds a pit, relay
-- sowing that passes over the opponent's 2s, 2s shunned as move starts,
-- cross captures of 2 that also take the opponent's other 2s, rounds.
-- Source (read there, paraphrased here; rule ids LM.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/Lamlameta.txt (MancalaGames,
--        GPL-3.0 data, after Russ 1984 p35): its parameters, "about" text
--        and note; MancalaGames' parameter help (src/game_param_descs.txt),
--        enums (src/game_interface.py) and lap code (sower_mlap_decos.py,
--        sower.py). Parameters not set take MancalaGames' defaults.
-- Ludii has no Lamlameta. Pits 0..11 are South's, 12..23 North's,
-- counter-clockwise. MG's stores hold the captures only: they are not on
-- the track.
--
-- MG's rounds (round_fill = 1 LEFT_FILL, blocks, round_starter = 1 LOSER,
-- goal_param = 4) are expressible as written. Two things are not, and are
-- declared as single-reading questions: MG counts the opening rules
-- (nocaptmoves, prescribed, the first-move rule) per game "or round" while
-- the spec as written counts the game's first sowings only (LM.Q4, whose
-- second reading counts each round's), and older MG code
-- stopped a lap on a final 2 in the opponent's row (LM.Q5). LM.Q4 matters:
-- a later round starts with every pit at 2, so under sow's reading its
-- first sowing passes over the whole opposite row, ends in its own emptied
-- pit and takes every 2 of the opponent's row (random play: rounds of one
-- or two plies, the round starter winning 99.9% of them).
return {
  name = "Lamlameta",

  board = { row = 12 },                      -- LM.B1 MG holes = 12
  setup = { deal = "equal", total = 48 },    -- LM.B2 MG nbr_start = 2
  first = "south",                           -- LM.Q6 (open): MG does not say who starts

  sow = {
    direction = "ccw",                       -- LM.R1 MG sow_direct = 1: "Counter-clockwise sow"
    relay = function(c) return c >= 2 end,   -- LM.R2 LM.Q5 MG mlaps = 1 (LAPPER): "multi-lap sow", on from a hole holding more than one
    origin = "sow",                          -- LM.R1 MG skip_start unset
    skip_opponent = { count = 2, after = 1 }, -- LM.R3 LM.Q4 MG sow_rule = 5 (NO_SOW_OPP_2S), sow_param = 2; prescribed = 2 (MLAPS_SOWER): "skip opponent's holes with two seeds (except first move)"
  },
  start = "any",                             -- LM.R4
  first_from = { 11, 12 },                   -- LM.R4 LM.Q4 MG allow_rule = 8 (RIGHT_2_1ST_THEN_ALL_TWO): "The first move must be from player's rightmost two holes"
  shunned = 2,                               -- LM.R5 LM.Q3 the same rule: holes of 2 only "unless all holes contain zero or 2 seeds"

  capture = {
    kind = "cross",                          -- LM.C1 MG crosscapt
    counts = { 2 },                          -- LM.C1 MG capt_on = [2]: "only if it contains 2 seeds"
    rows = "own",                            -- LM.C1 MG capt_side = 1 (OPP_SIDE): "Cross-capture from opponent's side of board"
    take_sown = "never",                     -- LM.C1 MG xcpickown unset (LEAVE)
    take_also = 2,                           -- LM.C2 MG pickextra = 2 (PICKTWOS): "on capture pick all of opponents holes with 2 seeds"
    after = 1,                               -- LM.C3 LM.Q4 MG nocaptmoves = 1: "No capture on game opening move"
  },

  empty_row = "owners_take",                 -- LM.E1 MG rounds = 2 (NO_MOVES), mustpass unset: "Each round ends when the current player has no moves"; unclaimed unset = HOLE_OWNER
  finish = {
    board_empty = true,                      -- LM.E1
    win_needs = 0,                           -- LM.E2 goal MAX_SEEDS (unset): the match goes to the more seeds
    endless = { detect = "proven", rest = "owner" }, -- LM.Q7 (open)
  },

  rounds = {
    fill = "left",                           -- LM.E3 MG round_fill = 1 (LEFT_FILL)
    blocked = true,                          -- LM.E3 MG blocks: the holes the round loser cannot fill are out of play
    starter = "loser",                       -- LM.E3 MG round_starter = 1 (LOSER)
    needs = 4,                               -- LM.E4 LM.Q1 MG goal_param = 4: the player with fewer seeds must fill 4 holes to go on
  },

  ids = {
    ["board"] = "LM.B1", ["setup"] = "LM.B2", ["first"] = "LM.Q6",
    ["sow.direction"] = "LM.R1", ["sow.relay"] = "LM.R2 LM.Q5", ["sow.origin"] = "LM.R1",
    ["sow.skip_opponent"] = "LM.R3 LM.Q4",
    ["start"] = "LM.R4", ["first_from"] = "LM.R4 LM.Q4", ["shunned"] = "LM.R5 LM.Q3",
    ["capture.kind"] = "LM.C1", ["capture.counts"] = "LM.C1", ["capture.rows"] = "LM.C1", ["capture.take_sown"] = "LM.C1",
    ["capture.take_also"] = "LM.C2", ["capture.after"] = "LM.C3 LM.Q4",
    ["empty_row"] = "LM.E1", ["finish.board_empty"] = "LM.E1", ["finish.win_needs"] = "LM.E2",
    ["finish.endless"] = "LM.Q7",
    ["rounds.fill"] = "LM.E3", ["rounds.blocked"] = "LM.E3", ["rounds.starter"] = "LM.E3", ["rounds.needs"] = "LM.E4 LM.Q1 LM.Q2", ["rounds.openings"] = "LM.Q4",
  },

  -- LM.Q1: MG's note: "GOAL_PARAM is set to 4 to limit game length", i.e.
  -- not Russ's; the match of Russ is read as going on while the loser can
  -- fill one hole (MG's default goal_param), the reading "one".
  open { id = "LM.Q1", "How many holes must the round loser fill to go on: 4 (MG goal_param, set to limit game length) or 1 (MG's default, Russ as MG's note implies)?",
    { "four", { rounds = { needs = 4 } } },
    { "one",  { rounds = { needs = 1 } } } },

  -- LM.Q2: MG's about text says the game ends "when one player can fill 4
  -- holes at the start of the round"; its goal_param help: the player with
  -- fewer seeds must be able to fill goal_param holes to go on. The text's
  -- literal sense (an end when a player can fill 4) cannot be the rule of
  -- a game starting with 12 full holes each: the help's sense is kept.
  open { id = "LM.Q2", "The match ends when the loser cannot fill 4 holes (MG goal_param help); the about text's 'can fill 4 holes' read so",
    { "cannot_fill", { rounds = { needs = 4 } } } },

  -- LM.Q3: MG's allow rule lets 2s start "unless all holes contain zero or
  -- 2 seeds"; its about text: "unless all of the player's holes contain 2"
  -- (an empty hole would then keep 2s unplayable). sow's shunned is the
  -- rule's sense; the about text's is not expressible.
  open { id = "LM.Q3", "May 2s start a move when every own hole holds 2 or none (MG's allow rule), or only when every hole holds 2 (MG about text, not expressible)?",
    { "two_or_none", { shunned = 2 } } },

  -- LM.Q4: MG's about text has the opening rules on the "game opening
  -- move"; its nocaptmoves counts "the first ... moves of the game or
  -- round". The first reading takes the game's first sowing only; the
  -- second each round's first (rounds.openings = "round"), which keeps a
  -- later round, whose pits all start at 2, from being decided by its
  -- first sowing.
  open { id = "LM.Q4", "Do the opening rules (rightmost two holes, no capture, no skipping) hold in the game's first sowing only (MG about text) or in each round's (MG nocaptmoves 'game or round')?",
    { "game", { rounds = { openings = "game" } } },
    { "round", { rounds = { openings = "round" } } } },

  -- LM.Q5: MG's newer lap code (sower.py: StopCaptureSeeds only for basic
  -- captures without crosscapt) relays on from any hole of 2 or more; an
  -- older version stopped a lap whose last seed made a capturable count
  -- (capt_on 2, the opponent's row). sow's relay counts cannot depend on
  -- the row: the older reading is not expressible.
  open { id = "LM.Q5", "Does a lap whose last seed makes an opponent's hole hold 2 relay on (newer MG code) or stop (older MG code, not expressible)?",
    { "relay", { sow = { relay = function(c) return c >= 2 end } } } },

  open { id = "LM.Q6", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },

  open { id = "LM.Q7", "Play that can never capture or end again: the source says nothing (MG's End Game command gives the seeds to the hole owners)",
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "gap",   { finish = { endless = { rest = "gap" } } } } },
}
