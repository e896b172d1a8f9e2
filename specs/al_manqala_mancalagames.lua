-- Al-manqala as MancalaGames encodes it (open-source Python program by
-- StoneShark, GameProps/Al-manqala.txt, after Mancala World "Al-manqala"):
-- single-lap counter-clockwise sowing from any hole, must share when the
-- opponent has no seeds (the starved player collects the rest when nobody
-- can share), multiple captures on 2s and 4s; "Goal: collect the most
-- seeds"; play stops once a player has 50 or more; "a cycling game can be
-- ended with the End Game menu command, seeds on the board will not score".
-- Everything not listed below is Al-manqala as specs/al_manqala.lua encodes
-- it (AM.R1 already has a free choice of hole and no opposite pits).
-- See docs/rivals.md.
local base = include("al_manqala.lua")

base.name = "Al-manqala (MancalaGames)"
base.finish.at_threshold = "stop"                       -- AM.E3, AM.Q7 stop: 50 or more ends play
base.finish.endless.rest = "unclaimed"                  -- AM.E2: endless seeds score for nobody (MG)
base.finish.win_needs = 0                               -- MG goal "the most seeds" (AMG.Q1)
base.ids["finish.endless"] = "AM.E2 AM.Q5"              -- AM.Q6 removed (below)
base.ids["finish.win_needs"] = "AM.E3 AMG.Q1"

-- Questions: AM.Q7 is restated with `stop` first (MancalaGames' choice).
-- Removed: AM.Q6 (an odd remainder cannot be split equally): the seeds
-- left are not split but count for nobody. Added: AMG.Q1 (a win with
-- fewer than 50 when seeds are left unclaimed) and AMG.Q2 (what endless
-- seeds give: nobody, as MancalaGames, or split, as AM.E2).
local restated = {
  ["AM.Q7"] = open { id = "AM.Q7", "Does play stop as soon as someone reaches 50? (MancalaGames: it stops)",
    { "stop",    { finish = { at_threshold = "stop" } } },
    { "play_on", { finish = { at_threshold = "play_on" } } } },
  ["AM.Q6"] = false,
}
local qs = {}
for i, q in ipairs(base) do
  local r = restated[q.id]
  if r == nil then qs[#qs + 1] = q elseif r then qs[#qs + 1] = r end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

-- Like II.Q8: when seeds are left unclaimed the leader may hold fewer than
-- 50. MancalaGames' goal is "the most seeds", so that is the first reading.
base[#base + 1] = open { id = "AMG.Q1", "Seeds left unclaimed after endless play: does the leader win with fewer than 50?",
  { "more",        { finish = { win_needs = 0 } } },
  { "at_least_50", { finish = { win_needs = 50 } } } }
base[#base + 1] = open { id = "AMG.Q2", "Endless play: the seeds on the board count for nobody (MancalaGames) or are divided equally (AM.E2)?",
  { "unclaimed", { finish = { endless = { rest = "unclaimed" } } } },
  { "split",     { finish = { endless = { rest = "split" } } } } }

return base
