-- Mangala IV as MancalaGames encodes it (open-source Python program by
-- StoneShark, GameProps/Mangala_IV.txt, "Rule interpretation might not be
-- exact", after Mancala World "Mangala IV"), as its source plays the
-- config's parameters (src/game_info.py, src/game_param_descs.txt,
-- src/fill_patterns.py, src/sower_mlap_decos.py, src/mancala.py,
-- src/new_game.py, src/end_move.py, src/end_move_decos.py, src/claimer.py).
-- Everything not listed below is Mangala IV as specs/mangala_iv.lua encodes
-- it, which MancalaGames plays the same way: two rows of 7 (holes 7), 98
-- seeds (nbr_start 98), counter-clockwise (sow_direct 1 = CCW), a lap that
-- comes round sows its origin (skip_start not set), a player without a move
-- passes (mustpass), captures on 2 and 4 (capt_on) in either row (capt_side
-- 0 = BOTH) with the preceding unbroken line (multicapt -1, capt_dir
-- OPP_SOW) following the track across rows, the most seeds win
-- (EndGameWinner, "pick player with most seeds"). See docs/rivals.md.
local base = include("mangala_iv.lua")

base.name = "Mangala IV (MancalaGames)"
-- start_pattern 6 = StartPattern.RANDOM (game_info.py); fill_patterns.py
-- RandomPattern: "Fill with random seeds but at least two in each hole, if
-- there are more than enough seeds to put 2 per hole" (98 >= 2 x 14).
-- (Its 70 other seeds are spread by cutting [0, 1] at 13 uniform points and
-- rounding, not seed by seed; sow's uniform deal drops each seed in a
-- uniformly random pit: the same minimum, another spread.)
base.setup = { deal = "uniform", total = 98, min = 2 }  -- IV.Q7 min2: start_pattern 6 (RandomPattern, >= 2 per hole)
-- No odd-or-even ritual (Mangala_IV.txt names none). mancala.py Mancala.__init__:
-- "self.turn = random.choice([False, True])"; new_game.py NewGame: "Reset the
-- game to new state and alternate start player" (turn = not starter).
base.first = "alternate"                                -- IV.Q8 alternate: new_game.py NewGame alternates the starter
base.start = "any"                                      -- IV.Q1 free: no allow_rule; Allowable: any own hole with min_move (1) seeds
base.capture.opposite = false                           -- IV.C1 IV.C2: no crosscapt, no pickextra PICKCROSS(MULT): no opposite pit
-- mlaps 1 = LapSower.LAPPER (game_param_descs.txt: "If the first sow ends in
-- a hole with more than one seed, pick up all the seeds and continue
-- sowing"; capt_on: "MLAP LAPPER sowing will stop sowing on a final seed
-- that would capture"; sower_mlap_decos.py StopSingleSeed, StopCaptureSeeds):
-- the relay goes on from 3, or 5 or more, as IV.R2 (inherited sow.relay).
-- sower_mlap_decos.py: "MAX_LAPS = 75"; SowMlapSeeds sows at most MAX_LAPS
-- laps ("for _ in range(MAX_LAPS)") and when the 75th would go on returns
-- WinCond.ENDLESS; mancala.py _move then calls end_game(quitter=True):
-- "Game ended due to detecting endless sow condition". The quitter
-- (end_move.py deco_quitter) is quitter, default EndGameSeeds.DIVVIED
-- (game_info.py; Mangala_IV.txt sets none): claimer.py DivvySeedsStores,
-- "Split the unclaimed seeds between the two players" (an odd seed to the
-- player with fewer; none is ever odd here: captures take 2 or 4 of 98).
base.sow.max_laps = 75                                  -- IV.Q10 cap: sower_mlap_decos.py MAX_LAPS = 75 ends the game
base.sow.max_laps_rest = "split"                        --   quitter DIVVIED (default): DivvySeedsStores
-- end_move_decos.py ClearWinner: win_seeds = half + rem of 98 = 49; "if
-- seeds[...] > self.win_seeds: return gi.WinCond.WIN": 50 ends play.
base.finish.threshold = 50                              -- MG.Q1 stop: ClearWinner, more than 49 of 98
base.finish.at_threshold = "stop"
-- end_move.py _add_no_change: capt_on's least count 2 (NoOutcomeChange
-- .min_for_change) is above min_move 1, so NoOutcomeChange ends the game
-- when "0 < remaining < self.min_needed" (one seed left); EndGameWinner's
-- claimer for unclaimed HOLE_OWNER (the default, game_info.py) is
-- TakeOwnSeeds: the seed goes to its hole's owner.
base.finish.lone_seed = "owner"                         -- IV.Q9 owner: NoOutcomeChange + unclaimed HOLE_OWNER
-- Play that can never capture again: ended by the End Game menu command,
-- the same quitter (DIVVIED) divides the seeds on the board.
base.finish.endless.rest = "split"                      -- MG.Q2 split: quitter DIVVIED (End Game)
base.ids["capture.opposite"] = "IV.C1 IV.C2"            -- IV.Q11 removed (below)
base.ids["first"] = "IV.Q8"                             -- no IV.O1 ritual
base.ids["sow.max_laps"] = "IV.Q10"
base.ids["sow.max_laps_rest"] = "IV.Q10"
base.ids["finish.threshold"] = "MG.Q1"
base.ids["finish.at_threshold"] = "MG.Q1"
base.ids["finish.endless"] = "MG.Q2"

-- Questions: IV.Q1, IV.Q7, IV.Q8, IV.Q9 and IV.Q10 are restated with
-- MancalaGames' reading first; their other readings keep their keywords.
-- Removed because they no longer apply once no opposite pit is taken:
--   IV.Q6 (sequential vs snapshot chain test): without opposite pits the
--     chain only empties pits it has already passed, so both readings
--     play alike;
--   IV.Q11 (a seed counted twice through an opposite pit): no opposite pits.
-- Added: MG.Q1, the threshold stop, against Mangala IV playing to the end;
-- MG.Q2, endless play divided, against Mangala IV's rule gap.
-- Kept as they are: IV.Q2 (MancalaGames: ccw), IV.Q3 (sow), IV.Q4
-- (preceding), IV.Q5 (track), IV.Q12 (only under IV.Q8's ritual readings).
local restated = {
  ["IV.Q1"] = open { id = "IV.Q1", "Which pit starts a turn? (MancalaGames: free choice)",
    { "free",       { start = "any" } },
    { "leftmost",   { start = "leftmost" } },
    { "rightmost",  { start = "rightmost" } },
    { "first_only", { start = "first_only" } } },
  ["IV.Q6"] = false,
  ["IV.Q7"] = open { id = "IV.Q7", "How are 98 seeds 'randomly' distributed? (MancalaGames: at least two per hole)",
    { "min2",    { setup = { deal = "uniform", min = 2 } } },
    { "uniform", { setup = { deal = "uniform", min = 0 } } },
    { "seven",   { setup = { deal = "equal" } } } },
  ["IV.Q8"] = open { id = "IV.Q8", "Who moves first? (MancalaGames: no ritual; the starter alternates from game to game)",
    { "alternate",     { first = "alternate" } },
    { "random",        { first = "random" } },
    { "other_first",   { first = "ritual_other" } },
    { "chooser_first", { first = "ritual_chooser" } },
    { "south_first",   { first = "south" } } },
  ["IV.Q9"] = open { id = "IV.Q9", "Exactly one seed left (MancalaGames: the game ends, the seed goes to its row's owner)",
    { "owner",     { finish = { lone_seed = "owner" } } },
    { "gap",       { finish = { lone_seed = "gap" } } },
    { "unclaimed", { finish = { lone_seed = "unclaimed" } } } },
  ["IV.Q10"] = open { id = "IV.Q10", "Can one turn relay forever? (MancalaGames: after 75 laps the game ends, the seeds divided)",
    { "cap", { sow = { max_laps = 75, max_laps_rest = "split" } } },
    { "gap", { sow = { max_laps = 0 } } } },
  ["IV.Q11"] = false,
}
local qs = {}
for i, q in ipairs(base) do
  local r = restated[q.id]
  if r == nil then qs[#qs + 1] = q elseif r then qs[#qs + 1] = r end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

base[#base + 1] = open { id = "MG.Q1", "Does play stop once a player has 50 of the 98 seeds (MancalaGames), or go on until the board is empty (IV.E1)?",
  { "stop",    { finish = { threshold = 50, at_threshold = "stop" } } },
  { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } } }
base[#base + 1] = open { id = "MG.Q2", "Play that can never capture again: divided (MancalaGames' End Game, quitter DIVVIED) or a rule gap (Mangala IV)?",
  { "split", { finish = { endless = { rest = "split" } } } },
  { "gap",   { finish = { endless = { rest = "gap" } } } } }

return base
