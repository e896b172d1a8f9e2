-- Halusa (Iraq/Syria), as Thomas Hyde described it (De ludis orientalibus,
-- Oxford, 1694, pp. 226-230).
-- Sources, three of them:
--  [H] Hyde, as the Ludii ruleset "Hyde" (DLP.GameRulesets.211, "From De
--      Ludis Orientalibus", reference "Hyde 1694: 226-230") gives him:
--      "Play begins with six counters in each hole. Sowing is
--      anti-clockwise. If the last counter of a sowing lands in the
--      player's own hole making it even, the counters are captured. If the
--      contents of the hole before it is also even, these are also taken,
--      continuing until an odd or empty hole is reached. If the last counter
--      makes a hole odd, the turn ends. If a player has no counters in their
--      holes at the end of the turn, the opponent must play so that the
--      player can play on the next turn. Play ends when neither player is
--      able to move; the last player who was able to move takes the
--      remaining counters and the player with the most counters captured
--      wins."
--  [W] Mancala World "Halusa" (Hyde 1694, 226-232): "The rules are similar
--      to Al-manqala except for the following: six holes per row; six
--      counters in each hole; any even contents are captured; counters can
--      be captured only from the player's own side; if, at his turn, a
--      player cannot move, the counters that are left on the board are won
--      by the player who moved last." (Al-manqala: docs/rules/al_manqala.md.)
--  [V] J. A. Valdez, "50 Ways to Play Mancala" (2023) p. 353, as
--      MancalaGames encodes it (GameProps/Halusa.txt): holes 6, nbr_start 6,
--      evens, mustshare, capt_side 2 (CaptSide.OWN_SIDE), sow_direct 1
--      (counter-clockwise), no multicapt (single capture), unclaimed 3
--      (EndGameSeeds.UNFED_PLAYER: "If the game ends because one player
--      cannot share their seeds with the current mover, that player gets
--      the remaining seeds (that is, the unfed player)"), quitter 0
--      (HOLE_OWNER: "Games caught in cycles can be ended by the menu command
--      End Game, in this case, unclaimed seeds go to the hole owners"),
--      "Goal: collect more than half of the seeds".
-- Where they disagree, or none speaks, the spec declares an open question
-- (HA.Q*), the most literal reading of Hyde first.
--
-- Self-contained, not include("mangala_ii.lua"): the rule ids of
-- docs/rules/mangala_ii.md do not apply to another game from another
-- source. See docs/rivals.md.
return {
  name = "Halusa (Hyde)",

  board = { row = 6 },                                  -- [H] [W] [V]: two rows of 6
  setup = { deal = "equal", total = 72 },               -- [H] "six counters in each hole" [W] [V]
  first = "south",                                      -- HA.Q5 (none of them says)

  sow = {
    direction = "ccw",                                  -- [H] "anti-clockwise" [V] sow_direct 1 [W] (Al-manqala AM.R1)
    origin = "sow",                                     -- HA.Q4 ([V] skip_start not set)
    relay = false,                                      -- [W] single laps, [H] "the turn ends", [V] no mlaps
  },
  start = "any",                                        -- [W] (AM.R1) [V] no allow_rule: any non-empty own hole

  capture = {
    counts = function(c) return c > 0 and c % 2 == 0 end, -- [H] "making it even" [W] "any even contents" [V] evens
    rows = "own",                                       -- [H] "the player's own hole" [W] "own side" [V] OWN_SIDE
    chain = "preceding",                                -- HA.Q1: [H] "the hole before it ... continuing", [W] (AM.C2); [V] none
    extent = "row",                                     -- captures stay in the mover's row
    test = "sequential",
    opposite = false,
  },

  -- [H] "the opponent must play so that the player can play on the next
  -- turn"; [V] mustshare (allowables.py MustShare: the board after the
  -- move); [W] Al-manqala's AM.R3. Captures never touch the opponent's row,
  -- so a move that drops a seed there also leaves one: reach and leave agree.
  feed = {
    rule = "leave",                                     -- [H] [V] [W]: an opponent without seeds must be fed
    unable = "starved_takes",                           -- [H] "the last player who was able to move takes the remaining
  },                                                    --   counters" [W] "won by the player who moved last" [V] UNFED_PLAYER
  -- With the feeding rule the player to move never has an empty row (the
  -- game ended on the turn before, or the board is empty); should a start
  -- position have one, [W]: the player who moved last takes the rest.
  empty_row = "last_mover_takes",                       -- [W] (AM.Q2)

  finish = {
    board_empty = true,
    threshold = 0,                                      -- HA.Q7 play_on: [H] "Play ends when neither player is able to move"
    at_threshold = "play_on",
    win_needs = 0,                                      -- [H] "the player with the most counters captured wins"
    endless = { detect = "proven", rest = "split" },    -- HA.Q6 split: [W] as Al-manqala (AM.E2); [V] owner; [H] none
  },

  ids = {
    ["sow.origin"] = "HA.Q4", ["first"] = "HA.Q5",
    ["capture.chain"] = "HA.Q1", ["empty_row"] = "AM.Q2",
    ["finish.threshold"] = "HA.Q7", ["finish.at_threshold"] = "HA.Q7",
    ["finish.endless"] = "HA.Q6",
  },

  -- [H] and [W] (Al-manqala's AM.C2) take the even holes before the landing
  -- hole; Valdez as MancalaGames encodes him has no multicapt: the landing
  -- hole only.
  open { id = "HA.Q1", "After a capture, are the holes before it in the mover's row captured too while even (Hyde, Mancala World), or only the landing hole (Valdez)?",
    { "backward", { capture = { chain = "preceding" } } },
    { "none",     { capture = { chain = "none" } } } },

  open { id = "HA.Q4", "A sowing of 12 or more seeds passes the origin pit: does it get a seed? (none says; MancalaGames: yes)",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },

  open { id = "HA.Q5", "Who moves first? (none says; MancalaGames alternates)",
    { "south",     { first = "south" } },
    { "north",     { first = "north" } },
    { "random",    { first = "random" } },
    { "alternate", { first = "alternate" } } },

  -- Hyde names no rule for play that goes on for ever. Mancala World makes
  -- Halusa Al-manqala but for its listed differences, and Al-manqala's AM.E2
  -- shares the seeds left equally; MancalaGames' End Game (quitter 0) gives
  -- them to the owners of their holes.
  open { id = "HA.Q6", "Play that can never capture again: the seeds left divided (Mancala World, as Al-manqala), to their holes' owners (Valdez/MancalaGames), or a rule gap (Hyde names none)?",
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "gap",   { finish = { endless = { rest = "gap" } } } } },

  -- MancalaGames' goal "collect more than half of the seeds": its
  -- ClearWinner (end_move_decos.py) ends the game as soon as a player has
  -- more than 36 of the 72; Hyde plays on until neither player can move.
  open { id = "HA.Q7", "Does play stop once a player has 37 of the 72 (MancalaGames), or go on until neither player can move (Hyde)?",
    { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } },
    { "stop",    { finish = { threshold = "majority", at_threshold = "stop" } } } },
}
