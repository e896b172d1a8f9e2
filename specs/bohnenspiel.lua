-- Bohnenspiel (the "bean game" of the Baltic Germans; Jaques's "Mangola").
-- Source: docs/rules/mangala_ii.md II.Q7 (a rival set "like Bohnenspiel" ends
-- the game when the player to move has no move, the other player taking the
-- seeds that are left) and ../shared/seeds/004_d9d97532cbcb78de.txt, notes:
-- Mangala is closely related to the Baltic German Mangola, the main
-- differences being that Mangala is played without scoring pits
-- (Schatzhöhlen) and has a passing rule that plays on until the board is
-- cleared. So Bohnenspiel = Mangala II without the passing rule (II.R3).
-- The scoring pits only hold captured seeds and change no move, so they are
-- not modelled. Everything else is taken from specs/mangala_ii.lua: board,
-- 72 seeds, single lap, captures of 2, 4, 6 in either row with the backward
-- chain, a win needs 37. See docs/rivals.md.
-- MancalaGames' GameProps/Bohnenspiel.txt (after Mancala World
-- "Bohnenspiel") agrees with all of that ("The game ends when the current
-- player does not have any seeds. Any remaining seeds go the last player to
-- move"; unclaimed 2 = EndGameSeeds.LAST_MOVER), but its program adds two
-- end rules (src/end_move.py, src/end_move_decos.py): ClearWinner stops play
-- once a player has more than half of the 72 (BS.Q2), and NoOutcomeChange,
-- put in the chain because capt_on's least count 2 exceeds min_move 1, ends
-- the game when a single seed is left, the last mover taking it (BS.Q3).
local base = include("mangala_ii.lua")

base.name = "Bohnenspiel"
base.empty_row = "last_mover_takes"                     -- II.Q7 (Bohnenspiel), BS.Q1: no pass; the game
base.ids["empty_row"] = "II.Q7 BS.Q1"                   --   ends and the last mover takes the rest

-- Questions. Removed: II.Q7 (which rival rule set?): this spec is one of the
-- rivals. Added: BS.Q1, who takes the seeds left: II.Q7 says "the other
-- player", i.e. the one who moved last (first reading); the player who
-- cannot move; or Mangala II's pass (II.R3), for comparison. BS.Q2 and
-- BS.Q3: the two end rules MancalaGames' program adds (above); the spec's
-- own sources have neither, so their first reading is to play on.
-- Every other inherited question is kept as is.
local qs = {}
for i, q in ipairs(base) do
  if q.id ~= "II.Q7" then qs[#qs + 1] = q end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

base[#base + 1] = open { id = "BS.Q1", "The player to move has no seeds: who takes the seeds left?",
  { "last_mover", { empty_row = "last_mover_takes" } },
  { "starved",    { empty_row = "starved_takes" } },
  { "pass",       { empty_row = "pass" } } }
base[#base + 1] = open { id = "BS.Q2", "Does play stop once a player has 37 of the 72 (MancalaGames' ClearWinner), or go on (II.E1)?",
  { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } },
  { "stop",    { finish = { threshold = "majority", at_threshold = "stop" } } } }
base[#base + 1] = open { id = "BS.Q3", "A single seed left: play goes on until a row is empty, or the game ends there and the last mover takes it (MancalaGames' NoOutcomeChange)?",
  { "play_on",    {} },
  { "last_mover", { finish = { lone_seed = "last_mover" } } } }

return base
