-- Mangala II as published by J. A. Valdez, "50 Ways to Play Mancala" (2023),
-- p. 47, the rival rule set named in II.Q7 of docs/rules/mangala_ii.md
-- (captures only in the opponent's row, an obligation to give the opponent
-- seeds, no capture of all of them); MancalaGames (GameProps/Mangala_II.txt)
-- encodes the same book: capt_on 2, 4, 6, multiple capture, capt_side
-- opponent, mustshare, grandslam "no capture".
-- Everything not listed below is Mangala II as specs/mangala_ii.lua encodes
-- it (board, seeds, single lap, backward chain, the end). See docs/rivals.md.
local base = include("mangala_ii.lua")

base.name = "Mangala II (Valdez)"
base.capture.rows = "opponent"                          -- II.C1 (Valdez): 2, 4, 6 only on the opponent's side
base.capture.grand_slam = "forfeit"                     -- II.Q7 (Valdez): taking all of the opponent's seeds captures nothing
base.feed = { rule = "reach",                           -- II.Q7 (Valdez): an empty opponent must be fed
              unable = "feeder_takes" }                 -- VZ.Q1 (assumed: the Oware convention)
base.ids["capture.rows"] = "II.C1 II.Q7"
base.ids["capture.grand_slam"] = "II.Q7"
base.ids["feed.rule"] = "II.Q7"
base.ids["feed.unable"] = "VZ.Q1"
base.ids["capture.extent"] = "II.C2"                    -- II.Q2 removed (below)

-- Questions. Removed:
--   II.Q2 (does the chain cross into the other row?): captures happen only
--     in the opponent's row, so the chain stops at its boundary either way;
--   II.Q7 (which rival rule set?): this spec is one of the rivals.
-- Added: VZ.Q1, who takes the seeds left when nobody can feed; Valdez's
-- text as relayed says nothing. First reading: the player who cannot feed
-- takes them, the rule of Oware (abapa), the most widely published
-- must-feed game (that player holds every seed left on the board anyway).
-- Every other inherited question is kept as is.
local qs = {}
for i, q in ipairs(base) do
  if q.id ~= "II.Q2" and q.id ~= "II.Q7" then qs[#qs + 1] = q end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

base[#base + 1] = open { id = "VZ.Q1", "The opponent's row is empty and no move feeds it: who takes the seeds left?",
  { "feeder",  { feed = { unable = "feeder_takes" } } },
  { "starved", { feed = { unable = "starved_takes" } } },
  { "nobody",  { feed = { unable = "nobody" } } } }

return base
