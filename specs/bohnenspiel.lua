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
local base = include("mangala_ii.lua")

base.name = "Bohnenspiel"
base.empty_row = "last_mover_takes"                     -- II.Q7 (Bohnenspiel), BS.Q1: no pass; the game
base.ids["empty_row"] = "II.Q7 BS.Q1"                   --   ends and the last mover takes the rest

-- Questions. Removed: II.Q7 (which rival rule set?): this spec is one of the
-- rivals. Added: BS.Q1, who takes the seeds left: II.Q7 says "the other
-- player", i.e. the one who moved last (first reading); the player who
-- cannot move; or Mangala II's pass (II.R3), for comparison.
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

return base
