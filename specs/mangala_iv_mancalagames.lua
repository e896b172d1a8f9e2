-- Mangala IV as MancalaGames encodes it (open-source Python program by
-- StoneShark, GameProps/Mangala_IV.txt, "rule interpretation might not be
-- exact", after Mancala World "Mangala IV"): random placement of 98 seeds,
-- multi-lap counter-clockwise sowing that stops for captures of 2s and 4s,
-- a player without a move passes, captures on 2s and 4s with the preceding
-- unbroken line; but the player chooses any hole, no opposite pit is taken,
-- and play stops once a player holds 50 or more (more than half of 98).
-- Everything not listed below is Mangala IV as specs/mangala_iv.lua encodes
-- it. See docs/rivals.md.
local base = include("mangala_iv.lua")

base.name = "Mangala IV (MancalaGames)"
base.start = "any"                                      -- IV.Q1 free: MancalaGames has no forced hole
base.capture.opposite = false                           -- IV.C1 IV.C2: MancalaGames takes no opposite pit
base.finish.threshold = 50                              -- MancalaGames: a player with 50 of 98 (more
base.finish.at_threshold = "stop"                       --   than half) has won: play stops at once
base.ids["capture.opposite"] = "IV.C1 IV.C2"            -- IV.Q11 removed (below)
base.ids["finish.threshold"] = "MG.Q1"
base.ids["finish.at_threshold"] = "MG.Q1"

-- Questions: IV.Q1 is restated with `free` first (MancalaGames' choice).
-- Removed because they no longer apply once no opposite pit is taken:
--   IV.Q6 (sequential vs snapshot chain test): without opposite pits the
--     chain only empties pits it has already passed, so both readings
--     play alike;
--   IV.Q11 (a seed counted twice through an opposite pit): no opposite pits.
-- Added: MG.Q1, the threshold stop, against Mangala IV playing to the end.
-- Every other inherited question is kept as is.
local restated = {
  ["IV.Q1"] = open { id = "IV.Q1", "Which pit starts a turn? (MancalaGames: free choice)",
    { "free",       { start = "any" } },
    { "leftmost",   { start = "leftmost" } },
    { "rightmost",  { start = "rightmost" } },
    { "first_only", { start = "first_only" } } },
  ["IV.Q6"] = false,
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

return base
